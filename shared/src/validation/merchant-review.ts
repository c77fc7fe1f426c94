// The admin's review of merchants: approval, rejection, suspension, the decision on a new bank account, and the
// answers when the merchant changed meanwhile.
import * as v from 'valibot';
import { MAX_DATABASE_ID, requiredText } from './rules';

export const REVIEWED_VERSION_MESSAGE =
  'Open the request again before you decide: the version you reviewed is missing.';

/**
 * The merchant's `version` as the admin's screen showed it (every merchant answer carries it): a decision is made on
 * what the admin saw, and a merchant changed since answers 409.
 */
const reviewedVersion = v.pipe(
  v.number(REVIEWED_VERSION_MESSAGE),
  v.integer(REVIEWED_VERSION_MESSAGE),
  v.minValue(1, REVIEWED_VERSION_MESSAGE),
  v.maxValue(MAX_DATABASE_ID, REVIEWED_VERSION_MESSAGE),
);

/** The API's 409 when the merchant changed after the admin opened it: the screen shows it again. */
export const REVIEW_CHANGED =
  'This merchant changed its details after you opened them. Look at them again, then decide.';

export const REJECTION_REASON_REQUIRED = 'Please provide a rejection reason';

/** `POST /admin/merchants/{id}/reject`: a reason that is not blank or whitespace only. */
export const rejectMerchantSchema = v.object({
  rejection_reason: requiredText(
    REJECTION_REASON_REQUIRED,
    {
      max: {
        length: 1000,
        message: 'Rejection reason must not exceed 1000 characters',
      },
    },
    'lines',
  ),
});
export type RejectMerchantPayload = v.InferOutput<typeof rejectMerchantSchema>;

/** `POST /admin/merchants/{id}/approve`: the version the admin reviewed. */
export const approveMerchantSchema = v.object({ version: reviewedVersion });
export type ApproveMerchantPayload = v.InferOutput<typeof approveMerchantSchema>;

/** `POST /admin/merchants/{id}/reject`: the reason (the dialog's form) and the version the admin reviewed. */
export const rejectDecisionSchema = v.object({ ...rejectMerchantSchema.entries, version: reviewedVersion });
export type RejectDecisionPayload = v.InferOutput<typeof rejectDecisionSchema>;

export const BANK_CHANGE_DECLINE_REASON_REQUIRED = 'Please say why the new bank account is not accepted';

/** The decline dialog of a bank account change: why, in words the merchant reads in the mail. */
export const declineBankChangeSchema = v.object({
  reason: requiredText(
    BANK_CHANGE_DECLINE_REASON_REQUIRED,
    { max: { length: 1000, message: 'Reason must not exceed 1000 characters' } },
    'lines',
  ),
});

/** `POST /admin/merchants/{id}/bank-account/accept`: the version the admin reviewed. */
export const acceptBankChangeDecisionSchema = approveMerchantSchema;
/** `POST /admin/merchants/{id}/bank-account/decline`: the reason and the version the admin reviewed. */
export const declineBankChangeDecisionSchema = v.object({
  ...declineBankChangeSchema.entries,
  version: reviewedVersion,
});
export type DeclineBankChangeDecisionPayload = v.InferOutput<typeof declineBankChangeDecisionSchema>;

/** The API's 409 when an admin answers a bank account change that is no longer waiting. */
export const NO_BANK_CHANGE_WAITING = 'This merchant has no bank account change waiting for review.';

export const SUSPENSION_REASON_REQUIRED = 'Please provide a suspension reason';

/** `POST /admin/merchants/{id}/suspend`: why, in words the merchant reads at sign-in and in the mail. */
export const suspendMerchantSchema = v.object({
  suspension_reason: requiredText(
    SUSPENSION_REASON_REQUIRED,
    { max: { length: 1000, message: 'Suspension reason must not exceed 1000 characters' } },
    'lines',
  ),
});
export type SuspendMerchantPayload = v.InferOutput<typeof suspendMerchantSchema>;

/** The API's 409 when a suspension does not fit the merchant's status, and when a reinstatement does not. */
export const SUSPENSION_CONFLICTS: Readonly<Record<'pending' | 'rejected' | 'suspended' | 'notSuspended', string>> = {
  pending: 'Only an approved merchant can be suspended; this application is still waiting for review.',
  rejected: 'Only an approved merchant can be suspended; this application was rejected.',
  suspended: 'This merchant is already suspended.',
  notSuspended: 'This merchant is not suspended, so there is nothing to reinstate.',
};

/** Why `POST /merchant/resubmit` changed nothing (409): only a rejected application goes back to the review. */
export const RESUBMISSION_CONFLICTS: Readonly<Record<'pending' | 'approved', string>> = {
  pending: 'Your application is already waiting for review, so there is nothing to resubmit.',
  approved: 'Your application is already approved, so there is nothing to resubmit.',
};

/** `POST /admin/merchants/bulk-approve`. */
export const bulkApproveSchema = v.object({
  // A missing or null list reads as an empty one, so it says "Select at least one merchant" like an empty one.
  merchant_ids: v.pipe(
    v.nullish(
      v.array(
        v.pipe(
          v.number('Merchant ids must be numbers'),
          v.integer('Merchant ids must be numbers'),
          v.minValue(1, 'Merchant ids must be numbers'),
          v.maxValue(MAX_DATABASE_ID, 'Merchant ids must be numbers'),
        ),
        'Select at least one merchant',
      ),
      [],
    ),
    v.minLength(1, 'Select at least one merchant'),
    v.maxLength(100, 'Approve at most 100 merchants at once'),
  ),
});
export type BulkApprovePayload = v.InferOutput<typeof bulkApproveSchema>;
