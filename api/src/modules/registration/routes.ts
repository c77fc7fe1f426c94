// Merchant registration: `POST /merchant/register` and `POST /auth/register` are the same registration.
import { endpoints } from '@oja/shared/contract';
import { success } from '../../http/envelope';
import type { RouteDeclaration } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { registrationService } from './service';

const registrationRoutes: RouteGroup<ReturnType<typeof registrationService>> = (route, registration, ctx) => {
  const declaration = (
    summary: string,
    message: string,
  ): RouteDeclaration<typeof endpoints.merchant.register | typeof endpoints.auth.register> => ({
    access: 'public',
    summary,
    description:
      'JSON, or multipart/form-data with the same fields plus an optional `logo` image (PNG, JPEG, WebP or GIF, ' +
      'at most 5 MB, type read from its bytes, stored re-encoded as WebP). Writes the user, the pending merchant, ' +
      'its bank account and its default pick-up point in one transaction. The account name is the bank’s ' +
      '(re-resolved on the server). Answers `data.merchant.id` and `data.upload_token`: a bearer token valid ' +
      "30 minutes for this merchant's own document and logo uploads only.",
    // Each registration hashes a password and may call the bank: bounded per address.
    limits: [{ name: 'registration', rule: ctx.settings.rateLimits.registration.perIp, per: 'ip' }],
    failures: {
      413: 'The logo is larger than 5 MB',
      422: 'Invalid field, email taken, logo not an image, unknown bank or unresolvable account',
      429: 'Too many registrations from this address',
    },
    handler: async ({ body, files }) => success(message, await registration.register(body, files.logo ?? null)),
  });

  route(
    endpoints.merchant.register,
    declaration(
      'Register a merchant (three-step form of /merchant/register)',
      'Merchant registration successful! Please check your email for further instructions.',
    ),
  );
  route(
    endpoints.auth.register,
    declaration(
      'Register a merchant (the same registration as POST /merchant/register)',
      'Registration successful! Please check your email for verification.',
    ),
  );
};

export const registrationModule = apiModule('Merchant registration', registrationService, [registrationRoutes]);
