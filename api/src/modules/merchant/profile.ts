// The merchant's business profile: what it answers, its dashboard's figures, and a change of its details.
import type { Merchant, MerchantDashboard } from '@oja/shared/contract';
import type { MerchantProfileUpdatePayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { MerchantChanges } from '../../db/repositories/merchants';
import type { Principal } from '../../db/repositories/tokens';
import type { MerchantRow, UserRow } from '../../db/schema';
import { merchantOf } from '../../http/access';
import { toBankAccount, toDocument, toMerchant, toPendingBankAccount } from '../../present';
import { orderFigures } from '../orders/figures';
import { ensureBusinessEmailFree } from '../registration/service';
import { askToConfirmBusinessEmail } from './business-email';
import { fieldChanges } from './changes';

/** The activity rows a merchant's own profile changes write: their `details.changes` feed a resubmission's. */
export const PROFILE_UPDATED = 'merchant.profile_updated';

/** The merchant with its bank account and documents, as the profile answers it. */
export async function fullMerchant(ctx: AppContext, merchant: MerchantRow, user: UserRow): Promise<Merchant> {
  const [account, documents] = await Promise.all([
    ctx.repos.merchants.bankAccount(merchant.id),
    ctx.repos.documents.listForMerchant(merchant.id),
  ]);
  return {
    ...toMerchant(merchant, user, ctx.urls),
    bank_account: account === null ? null : toBankAccount(account),
    pending_bank_account: toPendingBankAccount(account),
    documents: documents.map((row) => toDocument(row, ctx.urls)),
  };
}

export function merchantProfileService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    profile: (principal: Principal) => {
      const { user, merchant } = merchantOf(principal);
      return fullMerchant(ctx, merchant, user);
    },

    /** Its application's status, its menu's counts, and its orders' figures. */
    async dashboard(principal: Principal): Promise<MerchantDashboard> {
      const { merchant } = merchantOf(principal);
      const [menu, orders] = await Promise.all([
        repos.menu.menuFigures(merchant.id),
        orderFigures(ctx).merchant(merchant.id),
      ]);
      return {
        verification_status: merchant.verificationStatus,
        reviewed_at: merchant.reviewedAt?.toISOString() ?? null,
        categories: menu.categories,
        products: menu.products,
        out_of_stock: menu.outOfStock,
        orders,
      };
    },

    /**
     * Changes the given fields. A new business email follows registration's rule (no address another account
     * uses) and is not in force until its owner confirms it: the profile keeps the old one, shows the new one as
     * pending, and a link goes to the new address.
     */
    async updateProfile(principal: Principal, input: MerchantProfileUpdatePayload): Promise<Merchant> {
      const { user, merchant } = merchantOf(principal);
      const newEmail =
        input.business_email !== undefined && input.business_email !== merchant.businessEmail
          ? input.business_email
          : undefined;
      if (newEmail !== undefined) {
        await ensureBusinessEmailFree(repos, newEmail, { merchantId: merchant.id, userId: user.id });
        await ctx.limiter.consume(
          `business-email:user:${user.id}`,
          ctx.settings.rateLimits.businessEmailChanges.perAccount,
        );
      }
      const changes: MerchantChanges = {
        businessName: input.business_name,
        businessType: input.business_type,
        countryCode: input.country_code,
        businessPhone: input.business_phone,
        pickupAddress: input.pickup_address,
        latitude: input.latitude,
        longitude: input.longitude,
      };
      const defined: MerchantChanges = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      // A new address without coordinates must not keep the old address's coordinates.
      if (input.pickup_address !== undefined && input.latitude === undefined) defined.latitude = null;
      if (input.pickup_address !== undefined && input.longitude === undefined) defined.longitude = null;
      const now = new Date();
      const changed = fieldChanges(
        {
          business_name: merchant.businessName,
          business_type: merchant.businessType,
          country_code: merchant.countryCode,
          business_phone: merchant.businessPhone,
          pickup_address: merchant.pickupAddress,
          contact_name: user.name,
        },
        {
          business_name: input.business_name,
          business_type: input.business_type,
          country_code: input.country_code,
          business_phone: input.business_phone,
          pickup_address: input.pickup_address,
          contact_name: input.contact_name,
        },
      );
      if (newEmail !== undefined) changed.push({ field: 'pending_business_email', from: null, to: newEmail });
      const { updated, account } = await repos.transaction(async (tx) => {
        const row = await tx.merchants.update(merchant.id, defined, now);
        const renamed = input.contact_name !== undefined && input.contact_name !== user.name;
        if (renamed) await tx.users.rename(user.id, input.contact_name ?? user.name, now);
        if (changed.length > 0) {
          await tx.activity.record({
            actorId: user.id,
            action: PROFILE_UPDATED,
            merchantId: merchant.id,
            details: { changes: changed },
            createdAt: now,
          });
        }
        return { updated: row, account: renamed ? { ...user, name: input.contact_name ?? user.name } : user };
      });
      const result = newEmail === undefined ? updated : await askToConfirmBusinessEmail(ctx, updated, newEmail, now);
      return fullMerchant(ctx, result, account);
    },
  };
}
