// Forgot password, verify reset code, reset password. Every rule is a constant here and each has an API test in
// test/password-reset.test.ts that fails without it.
import type { AppContext } from '../../context';
import type { PasswordResetCodeRow } from '../../db/repositories/password-reset-codes';
import { invalidField } from '../../errors';
import { passwordResetCodeMail } from '../../mail/templates/password-reset-code';
import { hashPassword } from '../auth/passwords';
import { hashResetCode, newResetCode, resetCodeMatches } from './codes';

export const RESET_CODE_TTL_MINUTES = 10;
/** Wrong tries a code takes; the next try is refused even with the right code. */
export const MAX_WRONG_ATTEMPTS = 5;
/** Codes sent per account per hour; more requests get the same answer and no mail. */
export const MAX_CODES_PER_HOUR = 5;

/** One message for every way a code can fail (unknown email, wrong, expired, used, dead): nothing to probe. */
export const INVALID_RESET_CODE = 'This reset code is invalid or has expired. Please request a new code.';
export const RESET_REQUESTED =
  'If an account exists for this email, a reset code is on its way. It expires in 10 minutes.';

export interface PasswordResetOptions {
  /** The clock, for tests of expiry. */
  now?: () => Date;
}

function invalidCode() {
  return invalidField('reset_code', INVALID_RESET_CODE);
}

export function passwordResetService(ctx: AppContext, options: PasswordResetOptions = {}) {
  const { repos, limiter } = ctx;
  const now = options.now ?? (() => new Date());
  const key = ctx.keys.resetCodes;
  const perEmail = ctx.settings.rateLimits.passwordReset.perEmail;
  // One counter per step: a person going through the steps uses one try of each, and guessing codes on the
  // verify step does not lock the same person out of asking for a new code.
  const admit = (step: 'request' | 'verify' | 'confirm', email: string) =>
    limiter.consume(`password-reset-${step}:email:${email}`, perEmail);

  /**
   * The user's live code when `code` is right. A wrong code counts against the live code; an unknown email
   * still computes a hash, so it answers in about the same time as a known one.
   */
  async function checkCode(email: string, code: string): Promise<{ row: PasswordResetCodeRow; userId: number }> {
    const found = await repos.users.findByEmail(email);
    if (found === null) {
      resetCodeMatches(key, 0, code, '0'.repeat(64));
      throw invalidCode();
    }
    const userId = found.user.id;
    const row = await repos.passwordResetCodes.findLive(userId, now(), MAX_WRONG_ATTEMPTS);
    if (row === null) {
      resetCodeMatches(key, userId, code, '0'.repeat(64));
      throw invalidCode();
    }
    if (!resetCodeMatches(key, userId, code, row.codeHash)) {
      await repos.passwordResetCodes.recordWrongAttempt(row.id, MAX_WRONG_ATTEMPTS);
      throw invalidCode();
    }
    return { row, userId };
  }

  return {
    /** Step 1, before answering: refuses an email that asked too often (whether or not it has an account). */
    admitCodeRequest: (email: string) => admit('request', email),

    /**
     * Sends a code when the email has an account and the hourly cap allows it. The route runs this after it has
     * answered, so the answer and its timing are the same for every email.
     */
    async sendCode(email: string): Promise<'sent' | 'unknown' | 'capped'> {
      const found = await repos.users.findByEmail(email);
      if (found === null) return 'unknown';
      const { user } = found;
      const at = now();
      const recent = await repos.passwordResetCodes.countSince(user.id, new Date(at.getTime() - 3_600_000));
      if (recent >= MAX_CODES_PER_HOUR) return 'capped';
      const code = newResetCode();
      await repos.passwordResetCodes.create({
        userId: user.id,
        codeHash: hashResetCode(key, user.id, code),
        expiresAt: new Date(at.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
        now: at,
      });
      await ctx.mailer.send({
        to: user.email,
        ...passwordResetCodeMail({ name: user.name, code, expiresInMinutes: RESET_CODE_TTL_MINUTES }),
      });
      return 'sent';
    },

    /** Step 2: says whether the code is right, without using it up (step 4 sends it again). */
    async verifyCode(email: string, code: string): Promise<void> {
      await admit('verify', email);
      await checkCode(email, code);
    },

    /** Step 4: checks the code again, then sets the password, uses the code up and ends every session. */
    async resetPassword(email: string, code: string, password: string): Promise<void> {
      await admit('confirm', email);
      const { row, userId } = await checkCode(email, code);
      const passwordHash = await hashPassword(password);
      const done = await repos.passwordResetCodes.consumeAndSetPassword({
        codeId: row.id,
        userId,
        passwordHash,
        now: now(),
        maxAttempts: MAX_WRONG_ATTEMPTS,
      });
      if (!done) throw invalidCode();
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
