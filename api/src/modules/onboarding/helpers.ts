// The public helpers the registration form calls (spec section 7): Paystack (banks, account names), address
// suggestions and places, phone numbers. Each goes through a provider chosen at start (src/providers): the real
// service when its key is configured, the built-in offline one otherwise.
import type { AccountResolution } from '@oja/shared/api';
import { verifyAccountSchema } from '@oja/shared/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, success } from '../../http/envelope';
import { parseBody } from '../../http/parse';
import { ProviderError } from '../../providers/http';
import type { Providers } from '../../providers/index';
import { describePhone, listCountries, regionOf } from '../../providers/phone/phone';
import { limitPerIp } from './guards';
import { ACCOUNT_NOT_RESOLVED, UNKNOWN_BANK } from './registration';

export const MIN_AUTOCOMPLETE_LENGTH = 3;
const PHONE_INVALID = 'Please enter a valid phone number';
const COUNTRY_INVALID = 'Please enter a valid country code (e.g., +234)';

const placeDetailsSchema = v.object({
  place_id: v.pipe(
    v.nullish(v.string('Place is required'), ''),
    v.trim(),
    v.nonEmpty('Place is required'),
    v.maxLength(512, 'Place is not valid'),
  ),
});

const geocodeSchema = v.object({
  address: v.pipe(
    v.nullish(v.string('Address is required'), ''),
    v.trim(),
    v.nonEmpty('Address is required'),
    v.maxLength(500, 'Address must not exceed 500 characters'),
  ),
});

const phoneField = v.pipe(
  v.nullish(v.string('Phone number is required'), ''),
  v.trim(),
  v.nonEmpty('Phone number is required'),
  v.maxLength(40, PHONE_INVALID),
);

const phoneSchema = v.object({
  phone: phoneField,
  country_code: v.pipe(
    v.nullish(v.string(COUNTRY_INVALID), ''),
    v.trim(),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
});

const phoneAutoSchema = v.object({ phone: phoneField });

/** Provider failures are the provider's, not the client's: 502 with a message a person can act on. */
async function fromProvider<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, message);
    throw error;
  }
}

export async function helperRoutes(
  app: FastifyInstance,
  { providers }: { ctx: AppContext; providers: Providers },
): Promise<void> {
  app.log.info(
    { banks: providers.banks.name, geocoding: providers.geocoding.name },
    `providers: banks by ${providers.banks.name}; addresses by ${providers.geocoding.name}`,
  );
  const lookupLimit = limitPerIp(app, 'account-lookup', { max: 30, windowMs: 60_000 });
  const addressLimit = limitPerIp(app, 'address', { max: 120, windowMs: 60_000 });

  app.get(
    '/paystack/banks',
    {
      config: { access: 'public' },
      schema: describeRoute({
        summary: 'Nigerian banks (id, name, code) for the bank select',
        tags: ['Paystack'],
        failures: { 502: 'The bank service cannot be reached' },
      }),
    },
    async () => {
      const banks = await fromProvider(
        () => providers.banks.listBanks(),
        'The list of banks is not available right now. Please try again.',
      );
      return success('Banks retrieved successfully', banks);
    },
  );

  app.post(
    '/paystack/verify-account',
    {
      config: { access: 'public' },
      preHandler: lookupLimit,
      schema: describeRoute({
        summary: 'The name on a bank account',
        tags: ['Paystack'],
        description:
          'Without a Paystack key, the offline sandbox: `0123456789` resolves to `OJA SANDBOX ACCOUNT` at every ' +
          'listed bank (more sandbox accounts in api/README.md); any other number answers 422.',
        body: verifyAccountSchema,
        data: objectOf({ account_name: str(), account_number: str(), bank_code: str() }),
        failures: {
          422: 'Invalid input, unknown bank, or the account cannot be resolved',
          429: 'Too many lookups',
          502: 'Bank service down',
        },
      }),
    },
    async (request) => {
      const input = parseBody(verifyAccountSchema, request.body);
      const name = await fromProvider(async () => {
        const banks = await providers.banks.listBanks();
        if (!banks.some((bank) => bank.code === input.bank_code)) {
          throw new HttpError(422, UNKNOWN_BANK, { bank_code: [UNKNOWN_BANK] });
        }
        return providers.banks.resolveAccount(input.bank_code, input.account_number);
      }, 'The bank could not be reached to check this account. Please try again.');
      if (name === null) throw new HttpError(422, ACCOUNT_NOT_RESOLVED, { account_number: [ACCOUNT_NOT_RESOLVED] });
      const data: AccountResolution = {
        account_name: name,
        account_number: input.account_number,
        bank_code: input.bank_code,
      };
      return success('Account verified successfully!', data);
    },
  );

  app.get(
    '/paystack/public-key',
    {
      config: { access: 'public' },
      schema: describeRoute({
        summary: 'The Paystack public key (null when none is configured)',
        tags: ['Paystack'],
        data: objectOf({ public_key: { type: 'string', nullable: true } }),
      }),
    },
    async () => success('Public key retrieved successfully', { public_key: providers.publicKeys.paystack }),
  );

  app.get<{ Querystring: { input?: string } }>(
    '/address/autocomplete',
    {
      config: { access: 'public' },
      preHandler: addressLimit,
      schema: describeRoute({
        summary: 'Address suggestions for what the merchant typed (from 3 characters)',
        tags: ['Address'],
        querystring: objectOf({ input: str('At least 3 characters; shorter input answers an empty list') }),
        failures: { 429: 'Too many requests', 502: 'Geocoding service down' },
      }),
    },
    async (request) => {
      const raw = typeof request.query.input === 'string' ? request.query.input : '';
      const input = raw.trim().slice(0, 200);
      if (input.length < MIN_AUTOCOMPLETE_LENGTH) return success('Address suggestions', []);
      const predictions = await fromProvider(
        () => providers.geocoding.autocomplete(input),
        'Address suggestions are not available right now.',
      );
      return success('Address suggestions', predictions);
    },
  );

  app.post(
    '/address/place-details',
    {
      config: { access: 'public' },
      preHandler: addressLimit,
      schema: describeRoute({
        summary: 'The address and coordinates of a suggestion',
        tags: ['Address'],
        description:
          'Answers `data.data` with `formatted_address` and `geometry.location` (lat, lng), as spec section 7 reads it.',
        body: placeDetailsSchema,
        failures: { 404: 'No place with this id', 422: 'No place id', 502: 'Geocoding service down' },
      }),
    },
    async (request) => {
      const input = parseBody(placeDetailsSchema, request.body);
      const details = await fromProvider(
        () => providers.geocoding.placeDetails(input.place_id),
        'Place details are not available right now.',
      );
      if (details === null) throw new HttpError(404, 'No place was found for this suggestion.');
      return success('Place details', { data: details });
    },
  );

  app.post(
    '/address/geocode',
    {
      config: { access: 'public' },
      preHandler: addressLimit,
      schema: describeRoute({
        summary: 'The best place for a free-text address',
        tags: ['Address'],
        body: geocodeSchema,
        failures: { 404: 'No place matches', 422: 'No address', 502: 'Geocoding service down' },
      }),
    },
    async (request) => {
      const input = parseBody(geocodeSchema, request.body);
      const details = await fromProvider(
        () => providers.geocoding.geocode(input.address),
        'Geocoding is not available right now.',
      );
      if (details === null) throw new HttpError(404, 'No place matches this address.');
      return success('Address geocoded', details);
    },
  );

  app.get(
    '/address/api-key',
    {
      config: { access: 'public' },
      schema: describeRoute({
        summary: 'The browser maps key (a referrer-restricted key, never the server secret; null when none)',
        tags: ['Address'],
        data: objectOf({ api_key: { type: 'string', nullable: true } }),
      }),
    },
    async () => success('Maps key retrieved successfully', { api_key: providers.publicKeys.maps }),
  );

  app.get(
    '/phone/countries',
    {
      config: { access: 'public' },
      schema: describeRoute({ summary: 'Countries with their calling codes, Nigeria first', tags: ['Phone'] }),
    },
    async () => success('Countries retrieved successfully', listCountries()),
  );

  const readPhone = (body: unknown) => {
    const input = parseBody(phoneSchema, body);
    const region = input.country_code === undefined ? 'NG' : regionOf(input.country_code);
    if (region === undefined) throw new HttpError(422, COUNTRY_INVALID, { country_code: [COUNTRY_INVALID] });
    return describePhone(input.phone, region);
  };
  const mustBeValid = <T extends { valid: boolean }>(result: T): T => {
    if (!result.valid) throw new HttpError(422, PHONE_INVALID, { phone: [PHONE_INVALID] });
    return result;
  };
  const phoneDoc = (summary: string, description: string) =>
    describeRoute({ summary, tags: ['Phone'], description, body: phoneSchema, failures: { 422: 'Invalid input' } });

  app.post(
    '/phone/validate',
    {
      config: { access: 'public' },
      schema: phoneDoc(
        'Validate a phone number in a country',
        '`phone` and optional `country_code` (+234 or NG; Nigeria when absent). An invalid number answers 422.',
      ),
    },
    async (request) => success('Phone number validated successfully!', mustBeValid(readPhone(request.body))),
  );

  app.post(
    '/phone/validate-auto',
    {
      config: { access: 'public' },
      schema: phoneDoc(
        'Validate a phone number, finding its country from it',
        'An international number (+...) finds its own country; a national one is read as Nigerian (+234).',
      ),
    },
    async (request) => {
      const input = parseBody(phoneAutoSchema, request.body);
      const international = /^(\+|00)/.test(input.phone);
      const phone = input.phone.replace(/^00/, '+');
      return success(
        'Phone number validated successfully!',
        mustBeValid(describePhone(phone, international ? undefined : 'NG')),
      );
    },
  );

  app.post(
    '/phone/info',
    {
      config: { access: 'public' },
      schema: phoneDoc(
        'What a phone number is (valid or not, formats, country, line type)',
        'Always 200 for a given number; `valid` says whether it is a real number.',
      ),
    },
    async (request) => success('Phone number information', readPhone(request.body)),
  );
}
