// Merchant registration (spec sections 2, 3, 4; DECISIONS.md "Merchant registration is one transaction"):
// `POST /merchant/register` and `POST /auth/register` are the same handler. The user, the pending merchant, its
// bank account and its default pick-up point are written in one transaction, with a 30-minute upload token for
// the ID document that follows; the "application received" and verification mails go out after the commit.
import type { MerchantRegistrationResult } from '@oja/shared/api';
import { type MerchantRegistrationPayload, merchantRegistrationSchema } from '@oja/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { createRepositories } from '../../db/repositories/index';
import { onboardingRepository } from '../../db/repositories/onboarding';
import { hashToken } from '../../http/access';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, success } from '../../http/envelope';
import { parseBody } from '../../http/parse';
import { applicationReceivedMail } from '../../mail/templates/application-received';
import { ProviderError } from '../../providers/http';
import type { Providers } from '../../providers/index';
import { hashPassword } from '../auth/passwords';
import { authService, newOpaqueToken } from '../auth/service';
import { toMerchant, toUser } from '../merchants/present';
import { isUniqueViolation, limitPerIp } from './guards';
import { discardFiles, type MultipartBody, readMultipart } from './multipart';
import { toBankAccount } from './present';

export const EMAIL_TAKEN = 'The business email has already been taken.';
export const ACCOUNT_NOT_RESOLVED = 'Could not resolve account name';
export const UNKNOWN_BANK = 'Please select a bank from the list';

const tags = ['Merchant registration'];

export function registrationService(ctx: AppContext, providers: Providers, log: FastifyInstance['log']) {
  const auth = authService(ctx);

  /** The bank from the provider's list, and the account name the bank gives (the form's is only a display). */
  async function checkBank(input: MerchantRegistrationPayload): Promise<{ bankName: string; accountName: string }> {
    try {
      const banks = await providers.banks.listBanks();
      const bank = banks.find((item) => item.code === input.bank_code);
      if (bank === undefined) throw new HttpError(422, UNKNOWN_BANK, { bank_code: [UNKNOWN_BANK] });
      const name = await providers.banks.resolveAccount(input.bank_code, input.account_number);
      if (name === null) throw new HttpError(422, ACCOUNT_NOT_RESOLVED, { account_number: [ACCOUNT_NOT_RESOLVED] });
      return { bankName: bank.name, accountName: name.slice(0, 255) };
    } catch (error) {
      // The bank service being down must not stop a registration: the names typed are kept, and the admin
      // reviewing the application sees the account as given.
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error.message }, 'registration: bank service unavailable, account name not re-checked');
      return { bankName: input.bank_name, accountName: input.account_name };
    }
  }

  return async function register(
    input: MerchantRegistrationPayload,
    logoKey: string | null,
  ): Promise<MerchantRegistrationResult> {
    const onboarding = onboardingRepository(ctx.database.db);
    if (await onboarding.isEmailTaken(input.business_email)) {
      throw new HttpError(422, EMAIL_TAKEN, { business_email: [EMAIL_TAKEN] });
    }
    const bank = await checkBank(input);
    const passwordHash = await hashPassword(input.password);
    const uploadToken = newOpaqueToken();

    const saved = await ctx.database.db
      .transaction(async (tx) => {
        const repos = createRepositories(tx);
        const user = await repos.users.create({
          name: input.business_name,
          email: input.business_email,
          passwordHash,
          userType: 'merchant',
        });
        const merchant = await repos.merchants.create({
          userId: user.id,
          businessName: input.business_name,
          businessType: input.business_type,
          businessEmail: input.business_email,
          countryCode: input.country_code,
          businessPhone: input.business_phone,
          pickupAddress: input.pickup_address,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          logoKey,
          verificationStatus: 'pending',
        });
        const account = await repos.merchants.addBankAccount(merchant.id, {
          bankCode: input.bank_code,
          bankName: bank.bankName,
          accountNumber: input.account_number,
          accountName: bank.accountName,
        });
        await onboardingRepository(tx).addPickupLocation(merchant.id, {
          label: 'Main pick-up point',
          address: input.pickup_address,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          isDefault: true,
        });
        await repos.tokens.create({
          userId: user.id,
          tokenHash: hashToken(uploadToken),
          expiresAt: new Date(Date.now() + ctx.settings.uploadTokenTtlMs),
          scope: 'upload',
          merchantId: merchant.id,
        });
        return { user, merchant, account };
      })
      .catch((error: unknown) => {
        // Two registrations with the same email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(422, EMAIL_TAKEN, { business_email: [EMAIL_TAKEN] });
        throw error;
      });

    const { user, merchant, account } = saved;
    ctx.tasks.run('application received mail', () =>
      ctx.mailer
        .send({
          to: merchant.businessEmail,
          ...applicationReceivedMail({ contactName: user.name, businessName: merchant.businessName }),
        })
        .then(() => undefined),
    );
    ctx.tasks.run('verification mail', () => auth.sendVerificationMail(user));
    return {
      merchant: { ...toMerchant(merchant, user, ctx.urls), bank_account: toBankAccount(account), documents: [] },
      user: toUser(user, merchant, ctx.urls),
      upload_token: uploadToken,
    };
  };
}

/** The registration payload from JSON or multipart (with the optional `logo` image, stored before the checks). */
async function readRegistration(
  request: FastifyRequest,
  ctx: AppContext,
): Promise<{ input: MerchantRegistrationPayload; upload: MultipartBody | null }> {
  if (!request.isMultipart()) return { input: parseBody(merchantRegistrationSchema, request.body), upload: null };
  const upload = await readMultipart(request, ctx.storage, { logo: 'image' });
  try {
    return { input: parseBody(merchantRegistrationSchema, upload.fields), upload };
  } catch (error) {
    await discardFiles(ctx.storage, upload);
    throw error;
  }
}

const registrationDoc = (summary: string) =>
  describeRoute({
    summary,
    tags,
    description:
      'JSON, or multipart/form-data with the same fields plus an optional `logo` image (PNG, JPEG, WebP or GIF, ' +
      'at most 5 MB, type read from its bytes). Writes the user, the pending merchant, its bank account and its ' +
      "default pick-up point in one transaction. The account name is the bank's (re-resolved on the server). " +
      "Answers `data.merchant.id` and `data.upload_token`: a bearer token valid 30 minutes for this merchant's " +
      'own document and logo uploads only.',
    body: merchantRegistrationSchema,
    data: objectOf({ merchant: objectOf({ id: { type: 'integer' } }), user: {}, upload_token: str() }),
    failures: {
      413: 'The logo is larger than 5 MB',
      422: 'Invalid field (spec messages), email taken, logo not an image, unknown bank or unresolvable account',
      429: 'Too many registrations from this address',
    },
  });

export async function registrationRoutes(
  app: FastifyInstance,
  { ctx, providers }: { ctx: AppContext; providers: Providers },
): Promise<void> {
  const register = registrationService(ctx, providers, app.log);
  // Each registration hashes a password and may call the bank: bounded per address.
  const limit = limitPerIp(app, 'registration', { max: 60, windowMs: 10 * 60_000 });

  const handler = (message: string) => async (request: FastifyRequest) => {
    const { input, upload } = await readRegistration(request, ctx);
    try {
      return success(message, await register(input, upload?.files.logo?.key ?? null));
    } catch (error) {
      await discardFiles(ctx.storage, upload);
      throw error;
    }
  };

  app.post(
    '/merchant/register',
    {
      config: { access: 'public', multipart: true },
      preHandler: limit,
      schema: registrationDoc('Register a merchant (three-step form of /merchant/register)'),
    },
    handler('Merchant registration successful! Please check your email for further instructions.'),
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public', multipart: true },
      preHandler: limit,
      schema: registrationDoc('Register a merchant (the same registration as POST /merchant/register)'),
    },
    handler('Registration successful! Please check your email for verification.'),
  );
}
