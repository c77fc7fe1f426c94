// Forgot password, verify reset code, reset password. Every rule is a constant here or a number of
// src/limits/rules.ts, and each has an API test in test/modules/password-reset/password-reset.test.ts or test/limits/lockout.test.ts.
import type { AppContext } from '../../context';
import type { PasswordResetCodeRow } from '../../db/repositories/password-reset-codes';
import { invalidField } from '../../errors';
import { AccountGuard, KnownAddresses } from '../../limits/index';
import { passwordResetCodeMail } from '../../mail/templates/password-reset-code';
import { hashPassword } from '../auth/passwords';
import { hashResetCode, newResetCode, resetCodeMatches } from './codes';

export const RESET_CODE_TTL_MINUTES = 10;
/** Wrong tries a code takes, from every address together; the next try is refused even with the right code. */
export const MAX_WRONG_ATTEMPTS = 5;

/**
 * One message for every way a code can fail (unknown email, wrong, expired, used, dead): nothing to probe. It does not
 * send the person for a new code, since after a typing slip the code they hold still works.
 */
export const INVALID_RESET_CODE =
  'This reset code is not right, or it has expired. Check the code in the latest email and try again.';
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
  const limits = ctx.settings.rateLimits;
  const known = new KnownAddresses(limiter, limits.knownAddressMs);
  // Codes mailed, and wrong codes, count per email and address and per email from every address (see
  // AccountGuard): strangers asking for codes or guessing them elsewhere do not keep the owner from resetting.
  const codeRequests = new AccountGuard(limiter, 'reset-codes', limits.passwordReset.codes, known);
  const wrongCodes = new AccountGuard(limiter, 'reset-wrong-codes', limits.passwordReset.wrongCodes, known);

  /**
   * The user's live code when `code` is right. Every try counts against the caller's address and the email before
   * anything is looked up (a burst of guesses cannot all be checked before the first counts), and a right code
   * gives its count back; a wrong code also counts against the live code. An unknown email still computes a hash,
   * so it answers in about the same time as a known one.
   */
  async function checkCode(
    email: string,
    code: string,
    ip: string,
  ): Promise<{ row: PasswordResetCodeRow; userId: number }> {
    await wrongCodes.take(email, ip);
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
    await wrongCodes.giveBack(email, ip);
    return { row, userId };
  }

  return {
    /**
     * Step 1, before answering: counts the request for this email (whether or not it has an account, so the
     * answer says nothing about which emails exist) and refuses (429) past the limits.
     */
    admitCodeRequest: (email: string, ip: string) => codeRequests.take(email, ip),

    /**
     * Sends a code when the email has an account. The route runs this after it has answered, so the answer and
     * its timing are the same for every email.
     */
    async sendCode(email: string): Promise<'sent' | 'unknown'> {
      const found = await repos.users.findByEmail(email);
      if (found === null) return 'unknown';
      const { user } = found;
      const at = now();
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
    async verifyCode(email: string, code: string, ip: string): Promise<void> {
      await checkCode(email, code, ip);
    },

    /** Step 4: checks the code again, then sets the password, uses the code up and ends every session. */
    async resetPassword(email: string, code: string, password: string, ip: string): Promise<void> {
      const { row, userId } = await checkCode(email, code, ip);
      const passwordHash = await hashPassword(password);
      const done = await repos.passwordResetCodes.consumeAndSetPassword({
        codeId: row.id,
        userId,
        passwordHash,
        now: now(),
        maxAttempts: MAX_WRONG_ATTEMPTS,
      });
      if (!done) throw invalidCode();
      await wrongCodes.clear(email, ip);
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
