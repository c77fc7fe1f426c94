// `/api/auth/*` (spec section 7 "Auth").
import type { LoginResult, User } from '@oja/shared/api';
import { loginSchema, resendVerificationSchema, verifyEmailSchema } from '@oja/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { principalOf } from '../../http/access';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, success } from '../../http/envelope';
import { parseBody } from '../../http/parse';
import { limitAttempts } from '../../http/rate-limit';
import { toUser } from '../merchants/present';
import { authService } from './service';
import { verificationPage } from './verify-page';

const tags = ['Auth'];
const userDoc = objectOf({ id: { type: 'integer' }, name: str(), email: str(), user_type: str(), merchant: {} });

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const auth = authService(ctx);
  const loginLimit = limitAttempts(app, 'login', ctx.settings.rateLimits.login);
  const verificationLimit = limitAttempts(app, 'email-verification', ctx.settings.rateLimits.emailVerification);

  app.post(
    '/login',
    {
      config: { access: 'public' },
      preHandler: loginLimit,
      schema: describeRoute({
        summary: 'Sign in with email and password',
        tags,
        description:
          'Answers a bearer token and the user (with its merchant object). Wrong credentials: 422 with `errors.email`. ' +
          'Customers and riders: 403 `Access denied: ...`. Pending and rejected merchants do sign in; the client decides.',
        body: loginSchema,
        data: objectOf({ token: str(), token_type: str(), expires_at: str('ISO 8601'), user: userDoc }),
        failures: { 403: 'Not a dashboard user type', 422: 'Invalid input or credentials', 429: 'Too many attempts' },
      }),
    },
    async (request) => {
      const result: LoginResult = await auth.login(parseBody(loginSchema, request.body));
      return success('Login successful!', result);
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({ summary: 'Revoke the token of this request', tags, failures: { 401: 'No valid token' } }),
    },
    async (request) => {
      await auth.logout(principalOf(request));
      return success('Logged out successfully', null);
    },
  );

  app.get(
    '/profile',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: 'The signed-in user with its merchant object',
        tags,
        description:
          'For a merchant, `merchant.verification_status` and `merchant.rejection_reason` say where its review stands.',
        data: userDoc,
        failures: { 401: 'No valid token' },
      }),
    },
    async (request) => {
      const { user, merchant } = principalOf(request);
      const data: User = toUser(user, merchant, ctx.urls);
      return success('Profile retrieved successfully', data);
    },
  );

  app.post(
    '/email/verify',
    {
      config: { access: 'public' },
      preHandler: verificationLimit,
      schema: describeRoute({
        summary: 'Verify an email address with the token from the verification mail',
        tags,
        body: verifyEmailSchema,
        failures: { 422: 'Invalid input, or the token is wrong, used or expired', 429: 'Too many attempts' },
      }),
    },
    async (request) => {
      const input = parseBody(verifyEmailSchema, request.body);
      await auth.verifyEmail(input.email, input.token);
      return success('Email verified successfully!', null);
    },
  );

  app.get(
    '/email/verify',
    {
      config: { access: 'public' },
      preHandler: verificationLimit,
      schema: describeRoute({
        summary: 'The link in the verification mail: verifies and shows a page',
        tags,
        querystring: objectOf({ email: str(), token: str() }),
      }),
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      try {
        const input = parseBody(verifyEmailSchema, request.query);
        await auth.verifyEmail(input.email, input.token);
        return verificationPage({ ok: true, message: 'Your email address is verified. Thank you!' });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        reply.code(422);
        return verificationPage({ ok: false, message: error.message });
      }
    },
  );

  app.post(
    '/email/resend',
    {
      config: { access: 'public' },
      preHandler: verificationLimit,
      schema: describeRoute({
        summary: 'Send the verification mail again',
        tags,
        description: 'The answer is the same whether or not an account exists for the email.',
        body: resendVerificationSchema,
        failures: { 422: 'Invalid email', 429: 'Too many attempts' },
      }),
    },
    async (request) => {
      const input = parseBody(resendVerificationSchema, request.body);
      await auth.resendVerification(input.email);
      return success(
        'If an account with this email still needs verifying, a new verification email is on its way.',
        null,
      );
    },
  );
}
