// `/api/app/auth/*`: the customer and rider apps' sign-in, a customer's registration, the signed-in account and
// signing out.
import { endpoints } from '@oja/shared/contract';
import { success } from '../../http/envelope';
import { signOutRoute } from '../auth/sign-out';
import { apiModule, type RouteGroup } from '../module';
import { appAuthService } from './service';

const appAccountRoutes: RouteGroup<ReturnType<typeof appAuthService>> = (route, accounts, ctx) => {
  const limits = ctx.settings.rateLimits;

  route(endpoints.appAuth.login, {
    access: 'public',
    summary: 'Sign a customer or a rider in to the mobile apps',
    description:
      'Answers a bearer token and the user. Wrong credentials: 422 with `errors.email` (failed sign-ins count as ' +
      "on the web's sign-in). Admins and merchants: 403 (they sign in on the website).",
    limits: [{ name: 'app-login', rule: limits.login.perIp, per: 'ip' }],
    failures: { 403: 'Not a customer or a rider', 422: 'Invalid input or credentials', 429: 'Too many attempts' },
    handler: async ({ body, request }) => success('Login successful!', await accounts.login(body, request.ip)),
  });

  route(endpoints.appAuth.register, {
    access: 'public',
    summary: 'Create a customer account, signed in at once',
    description:
      '`{name, email, password, password_confirmation}` with the password rules of the website. An email any ' +
      'account (or business) uses: 422 `The email has already been taken.` A verification mail follows.',
    limits: [{ name: 'app-registration', rule: limits.registration.perIp, per: 'ip' }],
    failures: { 422: 'Invalid field, or the email is taken', 429: 'Too many registrations from this address' },
    handler: async ({ body }) => success('Account created successfully!', await accounts.register(body)),
  });

  route(endpoints.appAuth.logout, {
    access: 'app',
    failures: { 403: 'Not a customer or a rider' },
    ...signOutRoute(accounts.logout),
  });

  route(endpoints.appAuth.profile, {
    access: 'app',
    summary: 'The signed-in customer or rider',
    failures: { 403: 'Not a customer or a rider' },
    handler: async ({ principal }) => success('Profile retrieved successfully', accounts.profile(principal)),
  });
};

export const appAuthModule = apiModule('App accounts', appAuthService, [appAccountRoutes]);
