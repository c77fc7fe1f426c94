// The signed-in merchant's own records: its profile, documents and pick-up points. Any review status may use
// them (a pending merchant may still correct its details); admins have their own routes.
import type {
  Merchant,
  MerchantBankAccounts,
  MerchantDashboard,
  MerchantDocument,
  PickupLocation,
} from '@oja/shared/contract';
import { maskAccountNumber } from '@oja/shared/format';
import {
  type BankAccountChangePayload,
  BUSINESS_EMAIL_LINK_INVALID,
  DOCUMENT_MESSAGES,
  type DocumentFieldsPayload,
  type MerchantProfileUpdatePayload,
  PICKUP_LAST_DELETE_REFUSED,
  type PickupLocationPayload,
  RESUBMISSION_CONFLICTS,
} from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { MerchantChanges, NewBankAccount } from '../../db/repositories/merchants';
import type { Principal } from '../../db/repositories/tokens';
import type { MerchantRow, UserRow } from '../../db/schema';
import { conflict, invalidField, notFound } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { hashToken, merchantOf } from '../../http/access';
import { bankAccountChangedMail, bankAccountReviewNoticeMail } from '../../mail/templates/bank-account';
import { businessEmailChangedMail, businessEmailConfirmationMail } from '../../mail/templates/business-email';
import { applicationResubmittedMail, resubmissionNoticeMail } from '../../mail/templates/merchant-resubmitted';
import { toBankAccount, toDocument, toMerchant, toPendingBankAccount, toPickupLocation } from '../../present';
import { authService, newOpaqueToken } from '../auth/service';
import { lookupsService } from '../lookups/service';
import { orderFigures } from '../orders/figures';
import { ensureBusinessEmailFree, refuseTakenEmail } from '../registration/service';
import { changesSinceRejection, describeChange } from './resubmission';

export const DOCUMENT_REQUIRED = 'Please choose a file to upload';
export const MAX_PICKUP_LOCATIONS = 20;
/** The activity rows a merchant's own profile changes write: their `details.changes` feed a resubmission's. */
const PROFILE_UPDATED = 'merchant.profile_updated';
const tooManyDocuments = (count: number) =>
  `A business can keep at most ${count} documents. Delete one before uploading another.`;
const tooManyDocumentBytes = (bytes: number) =>
  `A business can keep at most ${Math.round((bytes / 1024 / 1024) * 10) / 10} MB of documents. Delete one before uploading another.`;
export const LAST_ID_DELETE_REFUSED = 'Upload a new ID before deleting the last one.';
export const DEFAULT_PICKUP_NEEDED = 'To change the default, make another pick-up point the default.';
const PICKUP_NOT_FOUND = 'Pickup location not found';
const DOCUMENT_NOT_FOUND = 'Document not found';

/** One line of an activity row's `details.changes`: a field (the API's name) and its values before and after. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** The changes between two records, field by field, for the fields whose values differ. */
export function fieldChanges(
  before: Record<string, string | null>,
  after: Record<string, string | null | undefined>,
): FieldChange[] {
  return Object.entries(after).flatMap(([field, to]) => {
    const from = before[field] ?? null;
    return to === undefined || to === from ? [] : [{ field, from, to }];
  });
}

function sameAccount(row: NewBankAccount, other: NewBankAccount): boolean {
  return row.bankCode === other.bankCode && row.accountNumber === other.accountNumber;
}

/**
 * An activity row's `changes` from one bank account to another: compared in full, written masked (a new number
 * with the same last four digits is still a change).
 */
export function bankAccountChanges(before: NewBankAccount | null, after: NewBankAccount): FieldChange[] {
  const changes = fieldChanges(
    { bank_name: before?.bankName ?? null, account_name: before?.accountName ?? null },
    { bank_name: after.bankName, account_name: after.accountName },
  );
  if (before?.accountNumber !== after.accountNumber) {
    changes.splice(1, 0, {
      field: 'account_number',
      from: before === null ? null : maskAccountNumber(before.accountNumber),
      to: maskAccountNumber(after.accountNumber),
    });
  }
  return changes;
}

/** A pick-up point as the API takes it, as the repository stores it. */
function pickupFields(input: PickupLocationPayload) {
  return {
    label: input.label,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    isDefault: input.is_default,
  };
}

/** How long the link confirming a new business email works. */
export const BUSINESS_EMAIL_LINK_HOURS = 24;

export function merchantService(ctx: AppContext) {
  const { repos } = ctx;
  const caps = ctx.settings.documentCaps;

  /** Records the new address as pending and mails its link (after the answer: the mail server may be slow). */
  async function askToConfirm(merchant: MerchantRow, email: string, now: Date): Promise<MerchantRow> {
    const token = newOpaqueToken();
    const pending = await repos.merchants.requestEmailChange(
      merchant.id,
      {
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + BUSINESS_EMAIL_LINK_HOURS * 3_600_000),
      },
      now,
    );
    const confirmUrl = `${ctx.settings.appUrl}/api/merchant/business-email/verify?token=${token}`;
    ctx.tasks.run('business email confirmation mail', () =>
      ctx.mailer.send({
        to: email,
        ...businessEmailConfirmationMail({
          businessName: pending.businessName,
          confirmUrl,
          expiresInHours: BUSINESS_EMAIL_LINK_HOURS,
        }),
      }),
    );
    return pending;
  }

  /** The merchant with its bank account and documents, as the profile answers it. */
  async function fullMerchant(merchant: MerchantRow, user: UserRow): Promise<Merchant> {
    const [account, documents] = await Promise.all([
      repos.merchants.bankAccount(merchant.id),
      repos.documents.listForMerchant(merchant.id),
    ]);
    return {
      ...toMerchant(merchant, user, ctx.urls),
      bank_account: account === null ? null : toBankAccount(account),
      pending_bank_account: toPendingBankAccount(account),
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
    const row = await ctx.files.replace(null, file, async () => {
      const created = await repos.documents.createWithinCaps(
        {
          merchantId,
          documentType: fields.document_type,
          storageKey: file.key,
          originalName: file.originalName,
          mimeType: file.mimeType,
          size: file.size,
          description: fields.description,
        },
        caps,
      );
      if (created === 'count') throw invalidField('document', tooManyDocuments(caps.count));
      if (created === 'bytes') throw invalidField('document', tooManyDocumentBytes(caps.bytes));
      return created;
    });
    return toDocument(row, ctx.urls);
  }

  return {
    fullMerchant,
    addDocument,

    profile: (principal: Principal) => {
      const { user, merchant } = merchantOf(principal);
      return fullMerchant(merchant, user);
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
            action: 'merchant.profile_updated',
            merchantId: merchant.id,
            details: { changes: changed },
            createdAt: now,
          });
        }
        return { updated: row, account: renamed ? { ...user, name: input.contact_name ?? user.name } : user };
      });
      const result = newEmail === undefined ? updated : await askToConfirm(updated, newEmail, now);
      return fullMerchant(result, account);
    },

    /**
     * A new bank account, with the current password (a session alone cannot move the payouts). The bank is asked
     * for the account's name (what the client shows is only a display). In one transaction with the merchant's row
     * locked, the account in force is read and the change written, so each activity row names exactly the account
     * it replaced, whatever else runs at the same moment. An approved (or suspended) merchant's new account waits
     * for an admin's review, payouts staying on the reviewed one; a merchant under review changes it at once (the
     * review sees it). Asking again for the account in force withdraws a change that waits. The owner is mailed at
     * the sign-in address and the business address.
     */
    async changeBankAccount(principal: Principal, input: BankAccountChangePayload): Promise<MerchantBankAccounts> {
      const { merchant } = merchantOf(principal);
      const user = await authService(ctx).proveCurrentPassword(principal, input.current_password);
      const { bankName, accountName } = await lookupsService(ctx).checkedBankAccount(
        input.bank_code,
        input.account_number,
      );
      const wanted = { bankCode: input.bank_code, bankName, accountNumber: input.account_number, accountName };
      const now = new Date();
      const outcome = await repos.transaction(async (tx) => {
        const locked = await tx.merchants.lockForUpdate(merchant.id);
        if (locked === null) throw notFound();
        const before = await tx.merchants.bankAccount(merchant.id);
        const reviewed = locked.verificationStatus === 'approved' || locked.verificationStatus === 'suspended';
        if (before !== null && sameAccount(before, wanted)) {
          // The account in force again: nothing to change, and a change that waited is withdrawn.
          const settled = await tx.merchants.settleBankAccountChange(merchant.id, 'drop', now);
          return { row: settled?.after ?? before, merchant: locked, changed: false, waits: false };
        }
        const waits = reviewed && before !== null;
        const row = waits
          ? await tx.merchants.requestBankAccountChange(merchant.id, wanted, now)
          : await tx.merchants.replaceBankAccount(merchant.id, wanted, now);
        await tx.activity.record({
          actorId: user.id,
          action: waits ? 'merchant.bank_account_change_requested' : 'merchant.bank_account_changed',
          merchantId: merchant.id,
          details: { changes: bankAccountChanges(before, wanted) },
          createdAt: now,
        });
        return { row, merchant: locked, changed: true, waits };
      });
      if (outcome.changed) {
        const account = { bankName, maskedNumber: maskAccountNumber(input.account_number), accountName };
        const businessName = outcome.merchant.businessName;
        const mail = bankAccountChangedMail({ businessName, account, waitsForReview: outcome.waits });
        for (const to of new Set([user.email, outcome.merchant.businessEmail])) {
          ctx.tasks.run('bank account changed mail', () => ctx.mailer.send({ to, ...mail }));
        }
        if (outcome.waits) {
          const reviewUrl = `${ctx.settings.appUrl}/dashboard/merchants/${merchant.id}`;
          ctx.tasks.run('bank account review notice mail', () =>
            ctx.mailer.send({
              to: ctx.settings.reviewEmail,
              ...bankAccountReviewNoticeMail({ businessName, account, reviewUrl }),
            }),
          );
        }
      }
      return { bank_account: toBankAccount(outcome.row), pending_bank_account: toPendingBankAccount(outcome.row) };
    },

    /** The link's token puts the pending business email in force (still free of other accounts), once. */
    async confirmBusinessEmail(token: string): Promise<string> {
      const now = new Date();
      const tokenHash = hashToken(token);
      const found = await repos.merchants.findByEmailToken(tokenHash, now);
      const pending = found?.merchant.pendingBusinessEmail;
      if (found === null || pending === null || pending === undefined) {
        throw invalidField('token', BUSINESS_EMAIL_LINK_INVALID);
      }
      const { merchant, user } = found;
      await ensureBusinessEmailFree(repos, pending, { merchantId: merchant.id, userId: user.id });
      const confirmed = await repos.merchants.confirmEmailChange(merchant.id, tokenHash, now).catch(refuseTakenEmail);
      if (confirmed === null) throw invalidField('token', BUSINESS_EMAIL_LINK_INVALID);
      ctx.tasks.run('business email changed mail', () =>
        ctx.mailer.send({
          to: merchant.businessEmail,
          ...businessEmailChangedMail({ businessName: confirmed.businessName, newEmail: confirmed.businessEmail }),
        }),
      );
      return confirmed.businessEmail;
    },

    /**
     * A rejected merchant sends its application back: with its business ID on file, one conditional update moves it
     * to pending (two tabs at once: exactly one succeeds), with its activity row in the same transaction; then the
     * merchant's confirmation and the review team's notice.
     */
    async resubmit(principal: Principal): Promise<Merchant> {
      const { user, merchant } = merchantOf(principal);
      const documents = await repos.documents.listForMerchant(merchant.id);
      if (!documents.some((document) => document.documentType === 'business_id')) {
        throw invalidField('document', DOCUMENT_MESSAGES.idRequired);
      }
      const at = new Date();
      const moved = await repos.transaction(async (tx) => {
        const row = await tx.review.resubmit(merchant.id, at);
        if (row === null) return null;
        const since = row.reviewedAt ?? row.createdAt;
        const changes = changesSinceRejection(
          await tx.activity.detailsSince(row.id, PROFILE_UPDATED, since),
          documents.filter((document) => document.createdAt >= since),
        );
        await tx.activity.record({
          actorId: user.id,
          action: 'merchant.resubmitted',
          merchantId: row.id,
          details: changes.length > 0 ? { changes } : null,
          createdAt: at,
        });
        return { row, changes };
      });
      if (moved === null) {
        const found = await repos.merchants.find(merchant.id);
        const status = found?.merchant.verificationStatus ?? merchant.verificationStatus;
        throw conflict(status === 'approved' ? RESUBMISSION_CONFLICTS.approved : RESUBMISSION_CONFLICTS.pending);
      }
      const { row, changes } = moved;
      ctx.tasks.run('application resubmitted mail', () =>
        ctx.mailer.send({
          to: user.email,
          ...applicationResubmittedMail({ contactName: user.name, businessName: row.businessName }),
        }),
      );
      ctx.tasks.run('resubmission notice mail', () =>
        ctx.mailer.send({
          to: ctx.settings.reviewEmail,
          ...resubmissionNoticeMail({
            businessName: row.businessName,
            previousReason: row.rejectionReason ?? '',
            changes: changes.map(describeChange),
            reviewUrl: `${ctx.settings.appUrl}/dashboard/merchants/requests/${row.id}`,
          }),
        }),
      );
      return fullMerchant(row, user);
    },

    uploadDocument(principal: Principal, fields: DocumentFieldsPayload, file: StoredUpload | undefined) {
      return addDocument(merchantOf(principal).merchant.id, fields, file);
    },

    /** Deletes one of the merchant's own documents and its file; the last ID stays (409). */
    async deleteDocument(principal: Principal, id: number): Promise<void> {
      const deleted = await repos.documents.deleteForMerchant(merchantOf(principal).merchant.id, id);
      if (deleted === null) throw notFound(DOCUMENT_NOT_FOUND);
      if (deleted === 'last-id') throw conflict(LAST_ID_DELETE_REFUSED);
      await ctx.files.discard(deleted.storageKey);
    },

    async documents(principal: Principal): Promise<MerchantDocument[]> {
      const rows = await repos.documents.listForMerchant(merchantOf(principal).merchant.id);
      return rows.map((row) => toDocument(row, ctx.urls));
    },

    /** At most MAX_PICKUP_LOCATIONS, counted with the merchant's row locked (adds at the same moment included). */
    async addPickupLocation(principal: Principal, input: PickupLocationPayload): Promise<PickupLocation> {
      const { merchant } = merchantOf(principal);
      const row = await repos.pickupLocations.addWithinCap(merchant.id, pickupFields(input), MAX_PICKUP_LOCATIONS);
      if (row === 'cap') {
        throw invalidField('address', `A business can have at most ${MAX_PICKUP_LOCATIONS} pick-up points.`);
      }
      return toPickupLocation(row);
    },

    async updatePickupLocation(
      principal: Principal,
      id: number,
      input: PickupLocationPayload,
    ): Promise<PickupLocation> {
      const row = await repos.pickupLocations.update(merchantOf(principal).merchant.id, id, pickupFields(input));
      if (row === null) throw notFound(PICKUP_NOT_FOUND);
      if (row === 'default-needed') throw invalidField('is_default', DEFAULT_PICKUP_NEEDED);
      return toPickupLocation(row);
    },

    /** The last pick-up point of a business stays (409): riders need somewhere to collect orders. */
    async deletePickupLocation(principal: Principal, id: number): Promise<void> {
      const row = await repos.pickupLocations.delete(merchantOf(principal).merchant.id, id);
      if (row === null) throw notFound(PICKUP_NOT_FOUND);
      if (row === 'last') throw conflict(PICKUP_LAST_DELETE_REFUSED);
    },

    async pickupLocations(principal: Principal): Promise<PickupLocation[]> {
      return (await repos.pickupLocations.list(merchantOf(principal).merchant.id)).map(toPickupLocation);
    },
  };
}

export type MerchantService = ReturnType<typeof merchantService>;
