// The mobile apps' accounts (docs/product/orders.md, "The apps' sign-in"): customers and riders sign in here (the
// web's sign-in keeps refusing them); a new customer registers and is signed in at once. The same password checks,
// failed-sign-in counting and tokens as the web's sign-in.
import type { LoginResult } from '@oja/shared/contract';
import type { CustomerRegistrationPayload, LoginPayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Principal } from '../../db/repositories/tokens';
import type { UserRow } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import { isAppUser } from '../../http/access';
import { toUser } from '../../present';
import { hashPassword } from '../auth/passwords';
import { authService } from '../auth/service';

export const APP_SIGN_IN_ONLY =
  'This sign-in is for the Oja customer and rider apps. Merchants and admins sign in on the Oja website.';
export const EMAIL_TAKEN = 'The email has already been taken.';

export function appAuthService(ctx: AppContext) {
  const auth = authService(ctx);

  async function signedIn(user: UserRow): Promise<LoginResult> {
    const { token, expiresAt } = await auth.issueToken(user.id);
    return { token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), user: toUser(user, null, ctx.urls) };
  }

  return {
    async login(input: LoginPayload, ip: string): Promise<LoginResult> {
      const { user } = await auth.authenticate(input, ip);
      // Only after the password is proven: the type of an account is not told to a guesser.
      if (!isAppUser(user.userType)) throw new AppError('forbidden', APP_SIGN_IN_ONLY);
      return signedIn(user);
    },

    /** A customer account, signed in at once; the verification mail goes out after the answer. */
    async register(input: CustomerRegistrationPayload): Promise<LoginResult> {
      if (await ctx.repos.merchants.isEmailTaken(input.email)) throw invalidField('email', EMAIL_TAKEN);
      const passwordHash = await hashPassword(input.password);
      const user = await ctx.repos.users
        .create({ name: input.name, email: input.email, passwordHash, userType: 'customer' })
        .catch((error: unknown) => {
          // Two registrations of one address at once: the unique index decides.
          if (isUniqueViolation(error)) throw invalidField('email', EMAIL_TAKEN);
          throw error;
        });
      ctx.tasks.run('verification mail', () => auth.sendVerificationMail(user));
      return signedIn(user);
    },

    logout: (principal: Principal) => auth.logout(principal),

    profile: (principal: Principal) => toUser(principal.user, null, ctx.urls),
  };
}
