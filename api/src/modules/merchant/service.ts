// The signed-in merchant's own records: its profile, documents and pick-up points. Any review status may use
// them (a pending merchant may still correct its details); admins have their own routes.
import type { Merchant, MerchantDocument, PickupLocation } from '@oja/shared/contract';
import type {
  DocumentFieldsPayload,
  MerchantProfileUpdatePayload,
  PickupLocationPayload,
} from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { MerchantChanges } from '../../db/repositories/merchants';
import type { Principal } from '../../db/repositories/tokens';
import type { MerchantRow, UserRow } from '../../db/schema';
import { invalidField } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { merchantOf } from '../../http/access';
import { toBankAccount, toDocument, toMerchant, toPickupLocation } from '../../present';
import { ensureBusinessEmailFree, refuseTakenEmail } from '../registration/service';

export const DOCUMENT_REQUIRED = 'Please choose a file to upload';
export const MAX_PICKUP_LOCATIONS = 20;

export function merchantService(ctx: AppContext) {
  const { repos } = ctx;

  /** The merchant with its bank account and documents, as the profile answers it. */
  async function fullMerchant(merchant: MerchantRow, user: UserRow): Promise<Merchant> {
    const [account, documents] = await Promise.all([
      repos.merchants.bankAccount(merchant.id),
      repos.documents.listForMerchant(merchant.id),
    ]);
    return {
      ...toMerchant(merchant, user, ctx.urls),
      bank_account: account === null ? null : toBankAccount(account),
      documents: documents.map((row) => toDocument(row, ctx.urls)),
    };
  }

  /** Stores a document row for a file already uploaded (the file is kept once the row exists). */
  async function addDocument(
    merchantId: number,
    fields: DocumentFieldsPayload,
    file: StoredUpload | undefined,
  ): Promise<MerchantDocument> {
    if (file === undefined) throw invalidField('document', DOCUMENT_REQUIRED);
    const row = await ctx.files.replace(null, file, (key) =>
      repos.documents.create({
        merchantId,
        documentType: fields.document_type,
        storageKey: key ?? file.key,
        originalName: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
        description: fields.description,
      }),
    );
    return toDocument(row, ctx.urls);
  }

  return {
    fullMerchant,
    addDocument,

    profile: (principal: Principal) => {
      const { user, merchant } = merchantOf(principal);
      return fullMerchant(merchant, user);
    },

    async updateProfile(principal: Principal, input: MerchantProfileUpdatePayload): Promise<Merchant> {
      const { user, merchant } = merchantOf(principal);
      if (input.business_email !== undefined) {
        await ensureBusinessEmailFree(repos, input.business_email, { merchantId: merchant.id, userId: user.id });
      }
      const changes: MerchantChanges = {
        businessName: input.business_name,
        businessType: input.business_type,
        businessEmail: input.business_email,
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
      const updated = await repos.merchants.update(merchant.id, defined, new Date()).catch(refuseTakenEmail);
      return fullMerchant(updated, user);
    },

    uploadDocument(principal: Principal, fields: DocumentFieldsPayload, file: StoredUpload | undefined) {
      return addDocument(merchantOf(principal).merchant.id, fields, file);
    },

    async documents(principal: Principal): Promise<MerchantDocument[]> {
      const rows = await repos.documents.listForMerchant(merchantOf(principal).merchant.id);
      return rows.map((row) => toDocument(row, ctx.urls));
    },

    async addPickupLocation(principal: Principal, input: PickupLocationPayload): Promise<PickupLocation> {
      const { merchant } = merchantOf(principal);
      if ((await repos.pickupLocations.count(merchant.id)) >= MAX_PICKUP_LOCATIONS) {
        throw invalidField('address', `A business can have at most ${MAX_PICKUP_LOCATIONS} pick-up points.`);
      }
      const row = await repos.pickupLocations.add(merchant.id, {
        label: input.label,
        address: input.address,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        isDefault: input.is_default,
      });
      return toPickupLocation(row);
    },

    async pickupLocations(principal: Principal): Promise<PickupLocation[]> {
      return (await repos.pickupLocations.list(merchantOf(principal).merchant.id)).map(toPickupLocation);
    },
  };
}

export type MerchantService = ReturnType<typeof merchantService>;
