// POST /auth/forgot-password, /auth/verify-reset-code, /auth/reset-password (DECISIONS.md "Forgot password paths"
// and "Reset codes"). Registered under /api with no prefix of its own, so each route declares its full path.
import { forgotPasswordSchema, resetPasswordSchema, verifyResetCodeSchema } from '@oja/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { describeRoute } from '../../http/docs';
import { success } from '../../http/envelope';
import { parseBody } from '../../http/parse';
import { limitAttempts } from '../../http/rate-limit';
import { passwordResetService, RESET_REQUESTED } from './service';

const tags = ['Password reset'];

export async function passwordResetRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const reset = passwordResetService(ctx);
  const limits = ctx.settings.rateLimits.passwordReset;
  // One counter per step: a person going through the four steps uses one try of each, and guessing codes on
  // the verify step does not lock the same person out of asking for a new code.
  const requestLimit = limitAttempts(app, 'password-reset-request', limits);
  const verifyLimit = limitAttempts(app, 'password-reset-verify', limits);
  const resetLimit = limitAttempts(app, 'password-reset-confirm', limits);
  /** The emails whose code is still to be sent, by request: the work starts once the answer is out. */
  const codeRequests = new WeakMap<FastifyRequest, string>();

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      preHandler: requestLimit,
      schema: describeRoute({
        summary: 'Mail a 5-digit reset code',
        tags,
        description:
          'The answer is the same, and as fast, whether or not an account exists: the lookup and the mail happen ' +
          'after answering. A code lives 10 minutes; at most 5 codes an hour are sent per account.',
        body: forgotPasswordSchema,
        failures: { 422: 'Invalid email', 429: 'Too many attempts' },
      }),
      // Nothing about the account may shape the answer or its timing, so the lookup, the code and the mail only
      // start after the answer has been sent, and a turn of the event loop later: the embedded database runs on
      // this thread, and its work must not hold up the answer's last bytes either.
      onResponse: async (request) => {
        const email = codeRequests.get(request);
        if (email === undefined) return;
        ctx.tasks.run('password reset code', async () => {
          await new Promise((resolve) => setImmediate(resolve));
          const outcome = await reset.sendCode(email);
          if (outcome === 'capped') request.log.warn('password reset: hourly code limit reached, no mail sent');
        });
      },
    },
    async (request) => {
      const { email } = parseBody(forgotPasswordSchema, request.body);
      codeRequests.set(request, email);
      return success(RESET_REQUESTED, null);
    },
  );

  app.post(
    '/auth/verify-reset-code',
    {
      config: { access: 'public' },
      preHandler: verifyLimit,
      schema: describeRoute({
        summary: 'Check a reset code without using it up',
        tags,
        description:
          'Only the newest code of the account counts. A wrong code counts against it: after 5 wrong tries the ' +
          'code is dead, even for the right digits. Every failure answers the same 422 on `reset_code`.',
        body: verifyResetCodeSchema,
        failures: { 422: 'Invalid input, or the code is wrong, expired, used or dead', 429: 'Too many attempts' },
      }),
    },
    async (request) => {
      const input = parseBody(verifyResetCodeSchema, request.body);
      await reset.verifyCode(input.email, input.reset_code);
      return success('Code verified successfully!', null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      preHandler: resetLimit,
      schema: describeRoute({
        summary: 'Set a new password with a reset code',
        tags,
        description:
          'Checks the code as verify does, then sets the password, uses the code up (and any other code of the ' +
          'account) and revokes every bearer token of the account.',
        body: resetPasswordSchema,
        failures: { 422: 'Invalid input, or the code is wrong, expired, used or dead', 429: 'Too many attempts' },
      }),
    },
    async (request) => {
      const input = parseBody(resetPasswordSchema, request.body);
      await reset.resetPassword(input.email, input.reset_code, input.password);
      return success('Password updated successfully!', null);
    },
  );
}
