// The public helpers the registration form calls: Paystack (banks, account names), address suggestions and
// places, phone numbers.
import { endpoints } from '@oja/shared/contract';
import type { AppContext } from '../../context';
import { success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { lookupsService } from './service';

/** What the module's groups of routes share: its service and its limits, built once. */
function scopeOf(ctx: AppContext) {
  const lookups = lookupsService(ctx);
  const { banks, geocoding } = lookups.providerNames;
  ctx.log.info({ banks, geocoding }, `providers: banks by ${banks}; addresses by ${geocoding}`);
  const limits = ctx.settings.rateLimits;
  const lookupLimit: RouteLimit = {
    name: 'account-lookup',
    rule: limits.accountLookup.perIp,
    per: 'ip',
    noun: 'requests',
  };
  const addressLimit: RouteLimit = { name: 'address', rule: limits.address.perIp, per: 'ip', noun: 'requests' };
  const phoneFailures = { 422: 'Invalid input' };
  return { lookups, banks, geocoding, limits, lookupLimit, addressLimit, phoneFailures };
}

type Group = RouteGroup<ReturnType<typeof scopeOf>>;

/** Banks and account names. */
const bankRoutes: Group = (route, { lookups, lookupLimit }) => {
  route(endpoints.paystack.banks, {
    access: 'public',
    summary: 'Nigerian banks (id, name, code) for the bank select',
    failures: { 502: 'The bank service cannot be reached' },
    handler: async () => success('Banks retrieved successfully', await lookups.banks()),
  });

  route(endpoints.paystack.verifyAccount, {
    access: 'public',
    summary: 'The name on a bank account',
    description:
      'Without a Paystack key, the offline sandbox: `0123456789` resolves to `OJA SANDBOX ACCOUNT` at every ' +
      'listed bank (more sandbox accounts in api/README.md); any other number answers 422.',
    limits: [lookupLimit],
    failures: {
      422: 'Invalid input, unknown bank, or the account cannot be resolved',
      429: 'Too many lookups',
      502: 'Bank service down',
    },
    handler: async ({ body }) =>
      success('Account verified successfully!', await lookups.verifyAccount(body.bank_code, body.account_number)),
  });

  route(endpoints.paystack.publicKey, {
    access: 'public',
    summary: 'The Paystack public key (null when none is configured)',
    handler: async () => success('Public key retrieved successfully', { public_key: lookups.publicKeys.paystack }),
  });
};

/** Addresses and places. */
const addressRoutes: Group = (route, { lookups, addressLimit }) => {
  route(endpoints.address.autocomplete, {
    access: 'public',
    summary: 'Address suggestions for what the merchant typed (from 3 characters)',
    limits: [addressLimit],
    failures: { 429: 'Too many requests', 502: 'Geocoding service down' },
    handler: async ({ query }) => success('Address suggestions', await lookups.autocomplete(query.input)),
  });

  route(endpoints.address.placeDetails, {
    access: 'public',
    summary: 'The address and coordinates of a suggestion',
    description: 'Answers `data.data` with `formatted_address` and `geometry.location` (lat, lng).',
    limits: [addressLimit],
    failures: { 404: 'No place with this id', 422: 'No place id', 502: 'Geocoding service down' },
    handler: async ({ body }) => success('Place details', { data: await lookups.placeDetails(body.place_id) }),
  });

  route(endpoints.address.geocode, {
    access: 'public',
    summary: 'The best place for a free-text address',
    limits: [addressLimit],
    failures: { 404: 'No place matches', 422: 'No address', 502: 'Geocoding service down' },
    handler: async ({ body }) => success('Address geocoded', await lookups.geocode(body.address)),
  });

  route(endpoints.address.mapsKey, {
    access: 'public',
    summary: 'The browser maps key (a referrer-restricted key, never the server secret; null when none)',
    handler: async () => success('Maps key retrieved successfully', { api_key: lookups.publicKeys.maps }),
  });
};

/** Phone numbers. */
const phoneRoutes: Group = (route, { lookups, phoneFailures }) => {
  route(endpoints.phone.countries, {
    access: 'public',
    summary: 'Countries with their calling codes, Nigeria first',
    handler: async () => success('Countries retrieved successfully', lookups.countries()),
  });

  route(endpoints.phone.validate, {
    access: 'public',
    summary: 'Validate a phone number in a country',
    description:
      '`phone` and optional `country_code` (+234 or NG; Nigeria when absent). An invalid number answers 422.',
    failures: phoneFailures,
    handler: async ({ body }) => success('Phone number validated successfully!', lookups.validatePhone(body)),
  });

  route(endpoints.phone.validateAuto, {
    access: 'public',
    summary: 'Validate a phone number, finding its country from it',
    description: 'An international number (+...) finds its own country; a national one is read as Nigerian (+234).',
    failures: phoneFailures,
    handler: async ({ body }) => success('Phone number validated successfully!', lookups.validatePhoneAuto(body.phone)),
  });

  route(endpoints.phone.info, {
    access: 'public',
    summary: 'What a phone number is (valid or not, formats, country, line type)',
    description: 'Always 200 for a given number; `valid` says whether it is a real number.',
    failures: phoneFailures,
    handler: async ({ body }) => success('Phone number information', lookups.phoneInfo(body)),
  });
};

export const lookupsModule = apiModule('Lookups', scopeOf, [bankRoutes, addressRoutes, phoneRoutes]);
