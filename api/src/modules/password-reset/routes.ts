// Forgot password, verify reset code, reset password: a 5-digit code mailed to the account's address.
import { endpoints } from '@oja/shared/contract';
import type { FastifyRequest } from 'fastify';
import { answerDone, success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { passwordResetService, RESET_REQUESTED } from './service';

/** How verifying a code and resetting with it are refused: alike, whatever was wrong with the code. */
const CODE_REFUSED = { 422: 'Invalid input, or the code is wrong, expired, used or dead', 429: 'Too many attempts' };

const resetRoutes: RouteGroup<ReturnType<typeof passwordResetService>> = (route, reset, ctx) => {
  // Each step counts per address on its own; the service counts per account too (429 past either).
  const perIp = (name: string): RouteLimit[] => [
    { name, rule: ctx.settings.rateLimits.passwordReset.perIp, per: 'ip' },
  ];
  /** The emails whose code is still to be sent, by request: the work starts once the answer is out. */
  const codeRequests = new WeakMap<FastifyRequest, string>();

  route(endpoints.passwordReset.request, {
    access: 'public',
    summary: 'Mail a 5-digit reset code',
    description:
      'The answer is the same, and as fast, whether or not an account exists: the lookup and the mail happen ' +
      'after answering. A code lives 10 minutes. Code requests are limited per email and address, and per ' +
      'email from every address (not from an address the account signed in from lately).',
    limits: perIp('password-reset-request'),
    failures: { 422: 'Invalid email', 429: 'Too many attempts' },
    // Nothing about the account may shape the answer or its timing, so the lookup, the code and the mail only
    // start after the answer has been sent, and a turn of the event loop later: the embedded database runs on
    // this thread, and its work must not hold up the answer's last bytes either.
    onResponse: async (request) => {
      const email = codeRequests.get(request);
      if (email === undefined) return;
      ctx.tasks.run('password reset code', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await reset.sendCode(email);
      });
    },
    async handler({ body, request }) {
      await reset.admitCodeRequest(body.email, request.ip);
      codeRequests.set(request, body.email);
      return success(RESET_REQUESTED, null);
    },
  });

  route(endpoints.passwordReset.verify, {
    access: 'public',
    summary: 'Check a reset code without using it up',
    description:
      'Only the newest code of the account counts. A wrong code counts against it: after 5 wrong tries the ' +
      'code is dead, even for the right digits. Every failure answers the same 422 on `reset_code`. Wrong codes ' +
      'also count per email and address (429 past the limit), so one address cannot kill code after code.',
    limits: perIp('password-reset-verify'),
    failures: CODE_REFUSED,
    handler: answerDone('Code verified successfully!', ({ body, request }) =>
      reset.verifyCode(body.email, body.reset_code, request.ip),
    ),
  });

  route(endpoints.passwordReset.reset, {
    access: 'public',
    summary: 'Set a new password with a reset code',
    description:
      'Checks the code as verify does, then sets the password, uses the code up (and any other code of the ' +
      'account) and revokes every bearer token of the account.',
    limits: perIp('password-reset-confirm'),
    failures: CODE_REFUSED,
    handler: answerDone('Password updated successfully!', ({ body, request }) =>
      reset.resetPassword(body.email, body.reset_code, body.password, request.ip),
    ),
  });
};

export const passwordResetModule = apiModule('Password reset', passwordResetService, [resetRoutes]);
