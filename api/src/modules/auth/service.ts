// Sign-in, sessions and email verification. Tokens are opaque random strings; only their SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@oja/shared/contract';
import type { ChangePasswordPayload, LoginPayload, VerificationStatus } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import type { MerchantRow, TokenScope, UserRow } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import { ACCESS_DENIED, hashToken, isDashboardUser } from '../../http/access';
import { AccountGuard, KnownAddresses } from '../../limits/index';
import { emailVerificationMail } from '../../mail/templates/email-verification';
import { passwordChangedMail } from '../../mail/templates/password-changed';
import { toUser } from '../../present';
import { checkPassword, hashPassword } from './passwords';

/** How long the token of a sign-in to a merchant account that is not approved lives. */
export const REVIEW_TOKEN_TTL_MS = 60 * 60_000;

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INVALID_VERIFICATION = 'This verification link is invalid or has expired.';
export const VERIFICATION_TTL_HOURS = 24;
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_UNCHANGED = 'The new password must be different from the current one';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(
  ctx: AppContext,
  userId: number,
  options: { scope?: TokenScope; merchantId?: number; ttlMs?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + (options.ttlMs ?? ctx.settings.tokenTtlMs));
  await ctx.repos.tokens.create({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    scope: options.scope ?? 'full',
    merchantId: options.merchantId ?? null,
  });
  return { token, expiresAt };
}

/**
 * The caller proves it knows the account's password before a change that a stolen session must not make (a new
 * password, a new bank account). Read from the database, not the cached session (a change a moment ago counts).
 * Wrong passwords count per account (5 in 15 minutes, the password and bank account changes together), the
 * attempt counted before the hash is checked and given back when it is right. Answers the user as stored.
 */
export async function proveCurrentPassword(ctx: AppContext, principal: Principal, password: string): Promise<UserRow> {
  const { limiter } = ctx;
  const key = `current-password-failures:user:${principal.user.id}`;
  await limiter.take([{ key, rule: ctx.settings.rateLimits.currentPassword.perAccount }]);
  const user = await ctx.repos.users.findById(principal.user.id);
  if (user === null || !(await checkPassword(user.passwordHash, password))) {
    throw invalidField('current_password', CURRENT_PASSWORD_WRONG);
  }
  await limiter.giveBack(key);
  return user;
}

export async function sendVerificationMail(ctx: AppContext, user: UserRow): Promise<void> {
  const token = newOpaqueToken();
  await ctx.repos.verificationTokens.create({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_HOURS * 3_600_000),
  });
  const query = new URLSearchParams({ email: user.email, token });
  await ctx.mailer.send({
    to: user.email,
    ...emailVerificationMail({
      name: user.name,
      verifyUrl: `${ctx.settings.appUrl}/api/auth/email/verify?${query.toString()}`,
      expiresInHours: VERIFICATION_TTL_HOURS,
    }),
  });
}

/** Sign-in and sign-out; every sign-in (the web's and the apps') goes through `authenticate`. */
function signInService(ctx: AppContext) {
  const { repos, settings, limiter } = ctx;
  const limits = settings.rateLimits;
  const known = new KnownAddresses(limiter, limits.knownAddressMs);
  const failedSignIns = new AccountGuard(limiter, 'login-failures', limits.login.failures, known);

  /**
   * The account whose password this is. Failed sign-ins count per email and address, and per email from every
   * address (not from an address the account signed in from lately). The attempt is counted before the password is
   * checked, so a burst of guesses cannot all be checked before the first one counts; a correct password gives it
   * back, clears its address's count and makes the address known. Every sign-in (the web's and the apps') goes through here.
   */
  async function authenticate(
    input: LoginPayload,
    ip: string,
  ): Promise<{ user: UserRow; merchant: MerchantRow | null }> {
    await failedSignIns.take(input.email, ip);
    const found = await repos.users.findByEmail(input.email);
    const valid = await checkPassword(found?.user.passwordHash ?? null, input.password);
    if (found === null || !valid) throw invalidField('email', INVALID_CREDENTIALS);
    await failedSignIns.giveBack(input.email, ip);
    await failedSignIns.clear(input.email, ip);
    await known.remember(input.email, ip);
    return found;
  }

  return {
    issueToken: (userId: number, options?: Parameters<typeof issueToken>[2]) => issueToken(ctx, userId, options),
    authenticate,

    /** The web's sign-in: admins and merchants only (customers and riders are told `Access denied`). */
    async login(input: LoginPayload, ip: string): Promise<LoginResult> {
      const found = await authenticate(input, ip);
      // Only after the password is proven: the user type of an account is not told to a guesser.
      if (!isDashboardUser(found.user.userType)) throw new AppError('forbidden', ACCESS_DENIED);
      // A merchant whose application is not approved has no dashboard to stay signed in to: the web app keeps no
      // session for it, only its review screen holds the token a moment. A short life means a tab closed on that
      // screen leaves nothing alive for long.
      const underReview = found.merchant !== null && found.merchant.verificationStatus !== 'approved';
      const { token, expiresAt } = await issueToken(ctx, found.user.id, {
        ttlMs: underReview ? Math.min(REVIEW_TOKEN_TTL_MS, settings.tokenTtlMs) : undefined,
      });
      return {
        token,
        token_type: 'Bearer',
        expires_at: expiresAt.toISOString(),
        user: toUser(found.user, found.merchant, ctx.urls),
      };
    },

    async logout(principal: Principal): Promise<void> {
      await repos.tokens.revoke(principal.tokenId, new Date());
    },
  };
}

/** The signed-in account's own changes: its password, its name, its other sessions. */
function accountService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    proveCurrentPassword: (principal: Principal, password: string) => proveCurrentPassword(ctx, principal, password),

    /**
     * Checks the current password, sets the new one and ends every other session of the user at once (the
     * caller's token stays valid); a mail tells the owner. The new password is stored only if the stored one is
     * still the one just proven: of two changes at the same moment exactly one wins, and the other is told the
     * current password is no longer right. Other instances forget their cached sessions when the answer's change
     * is announced (src/app.ts).
     */
    async changePassword(principal: Principal, input: ChangePasswordPayload): Promise<void> {
      const user = await proveCurrentPassword(ctx, principal, input.current_password);
      if (await checkPassword(user.passwordHash, input.password)) throw invalidField('password', PASSWORD_UNCHANGED);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const changed = await repos.transaction(async (tx) => {
        if (!(await tx.users.replacePassword(user.id, user.passwordHash, passwordHash, now))) return false;
        await tx.tokens.revokeOthersForUser(user.id, principal.tokenId, now);
        return true;
      });
      if (!changed) throw invalidField('current_password', CURRENT_PASSWORD_WRONG);
      ctx.tasks.run('password changed mail', () =>
        ctx.mailer.send({ to: user.email, ...passwordChangedMail({ name: user.name }) }),
      );
    },

    /** The signed-in person's own name (a merchant's is its contact person's, also changed in its profile). */
    async rename(principal: Principal, name: string): Promise<UserRow> {
      const now = new Date();
      await repos.users.rename(principal.user.id, name, now);
      return { ...principal.user, name, updatedAt: now };
    },

    /**
     * Ends every other session of the user (a phone left signed in, a shared computer); this one stays. Each ended
     * session's next request is told why.
     */
    async endOtherSessions(principal: Principal): Promise<number> {
      return repos.tokens.revokeOthersForUser(principal.user.id, principal.tokenId, new Date(), 'signed-out-elsewhere');
    },
  };
}

/** The email verification: the mailed link, and a new mail on request. */
function emailVerificationService(ctx: AppContext) {
  const { repos, limiter } = ctx;
  const limits = ctx.settings.rateLimits;
  const known = new KnownAddresses(limiter, limits.knownAddressMs);
  const verificationMails = new AccountGuard(limiter, 'verification-mails', limits.emailVerification.mails, known);
  return {
    sendVerificationMail: (user: UserRow) => sendVerificationMail(ctx, user),

    /** The token is 32 random bytes: guessing it is hopeless, so only the per-address limit applies. */
    /** Marks the email verified; answers where the account's merchant application stands (null: no merchant). */
    async verifyEmail(email: string, token: string): Promise<VerificationStatus | null> {
      const found = await repos.users.findByEmail(email);
      const now = new Date();
      if (found === null || !(await repos.verificationTokens.consume(found.user.id, hashToken(token), now))) {
        throw invalidField('token', INVALID_VERIFICATION);
      }
      await repos.users.markEmailVerified(found.user.id, now);
      return found.merchant?.verificationStatus ?? null;
    },

    /** Answers the same whether or not the account exists; the mail goes out after the answer. */
    async resendVerification(email: string, ip: string): Promise<void> {
      await verificationMails.take(email, ip);
      const found = await repos.users.findByEmail(email);
      if (found === null || found.user.emailVerifiedAt !== null) return;
      const { user } = found;
      ctx.tasks.run('verification mail', () => sendVerificationMail(ctx, user));
    },
  };
}

export function authService(ctx: AppContext) {
  return { ...signInService(ctx), ...accountService(ctx), ...emailVerificationService(ctx) };
}

export type AuthService = ReturnType<typeof authService>;
