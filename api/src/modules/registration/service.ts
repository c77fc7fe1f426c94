// Merchant registration: the user, the pending merchant, its bank account and its default pick-up point are
// written in one transaction, with a 30-minute upload token for the ID document that follows; the "application
// received" and verification mails go out after the commit.
import type { MerchantRegistrationResult } from '@oja/shared/contract';
import type { MerchantRegistrationPayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories/index';
import { invalidField } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { hashToken } from '../../http/access';
import { applicationReceivedMail } from '../../mail/templates/application-received';
import { toBankAccount, toMerchant, toUser } from '../../present';
import { ProviderError } from '../../providers/http';
import { hashPassword } from '../auth/passwords';
import { authService, newOpaqueToken } from '../auth/service';
import { lookupsService } from '../lookups/service';

export const EMAIL_TAKEN = 'The business email has already been taken.';

/** Registration's rule for every business email: an address any account uses, or another business, is taken. */
export async function ensureBusinessEmailFree(
  repos: Repositories,
  email: string,
  owner?: { merchantId: number; userId: number },
): Promise<void> {
  if (await repos.merchants.isEmailTaken(email, owner)) throw invalidField('business_email', EMAIL_TAKEN);
}

/** Two writes of the same address at once: the unique index decides, and the loser hears the same words. */
export function refuseTakenEmail(error: unknown): never {
  if (isUniqueViolation(error)) throw invalidField('business_email', EMAIL_TAKEN);
  throw error;
}

export function registrationService(ctx: AppContext) {
  const auth = authService(ctx);
  const lookups = lookupsService(ctx);

  /** The bank's name and the account name the bank gives (the form's names are only a display). */
  async function checkBank(input: MerchantRegistrationPayload): Promise<{ bankName: string; accountName: string }> {
    try {
      return await lookups.resolveBankAccount(input.bank_code, input.account_number);
    } catch (error) {
      // The bank service being down must not stop a registration: the names typed are kept, and the admin
      // reviewing the application sees the account as given.
      if (!(error instanceof ProviderError)) throw error;
      ctx.log.warn({ err: error.message }, 'registration: bank service unavailable, account name not re-checked');
      return { bankName: input.bank_name, accountName: input.account_name };
    }
  }

  return {
    async register(input: MerchantRegistrationPayload, logo: StoredUpload | null): Promise<MerchantRegistrationResult> {
      await ensureBusinessEmailFree(ctx.repos, input.business_email);
      const bank = await checkBank(input);
      const passwordHash = await hashPassword(input.password);
      const uploadToken = newOpaqueToken();

      const saved = await ctx.files
        .replace(null, logo, (logoKey) =>
          ctx.repos.transaction(async (repos) => {
            const user = await repos.users.create({
              name: input.contact_name,
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
              termsAcceptedAt: new Date(),
            });
            const account = await repos.merchants.addBankAccount(merchant.id, {
              bankCode: input.bank_code,
              bankName: bank.bankName,
              accountNumber: input.account_number,
              accountName: bank.accountName,
            });
            await repos.pickupLocations.add(merchant.id, {
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
          }),
        )
        .catch(refuseTakenEmail);

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
    },
  };
}
