// The signed-in merchant's own records: profile, documents, pick-up points.
import { endpoints } from '@oja/shared/contract';
import { BANK_CHANGE_WAITS } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { answerDone, success } from '../../http/envelope';
import { linkResultPage, pageOnInvalid, sendPage } from '../../http/page';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { MAX_PICKUP_LOCATIONS } from './pickup-points';
import { type MerchantService, merchantService } from './service';

type Group = RouteGroup<MerchantService>;

/** Who is refused a merchant's own records, and a change past its budget. */
const NOT_A_MERCHANT = { 403: 'Not a merchant' };
const CHANGE_REFUSED = { ...NOT_A_MERCHANT, 429: 'Too many changes' };

/** Every change a merchant makes to its own records counts against one budget per kind of record. */
function writeLimit(ctx: AppContext, name: string): RouteLimit[] {
  return [{ name, rule: ctx.settings.rateLimits.profileUpdates.perAccount, per: 'account' }];
}

/** The business's profile, its dashboard, a change of its details, and a rejected application sent back. */
const profileRoutes: Group = (route, merchants, ctx) => {
  route(endpoints.merchant.profile, {
    access: 'authenticated',
    summary: "The signed-in merchant's business, with its bank account and documents",
    failures: NOT_A_MERCHANT,
    handler: async ({ principal }) =>
      success('Merchant profile retrieved successfully', await merchants.profile(principal)),
  });

  route(endpoints.merchant.dashboard, {
    access: 'approved-merchant',
    summary: "The signed-in merchant's dashboard figures: its application, its menu, its orders and reviews",
    description:
      'Counts of its categories, its products and its products that are out of stock; `orders`: its orders ' +
      '(all, delivered, cancelled, rejected) and the revenue of those delivered (lines after discount, in kobo), ' +
      'all time and this week so far (from Monday 00:00 Lagos time) against the same span of last week, with the ' +
      'change in percent; the sales of each day of this week; its 5 most ordered items; its reviews (average, ' +
      'count, the 5 newest). Only an approved merchant has a dashboard.',
    failures: { 403: 'Not an approved merchant' },
    handler: async ({ principal }) => success('Dashboard retrieved successfully', await merchants.dashboard(principal)),
  });

  route(endpoints.merchant.updateProfile, {
    access: 'authenticated',
    summary: "Change the signed-in merchant's business details",
    description:
      "Any step-1 business field and the contact person's name (`contact_name`, the account's name), each " +
      'optional, with the registration rules and messages. What changed goes to the activity log ' +
      '(`merchant.profile_updated`). A new ' +
      '`business_email` (one no other account uses) is not in force until its owner opens the link mailed to it ' +
      '(valid 24 hours): until then the answer keeps the old one and shows the new one as `pending_business_email`.',
    limits: writeLimit(ctx, 'profile-updates'),
    failures: {
      ...NOT_A_MERCHANT,
      422: 'Invalid field, or the business email is taken',
      429: 'Too many changes, or too many new business emails',
    },
    handler: async ({ principal, body }) =>
      success('Profile updated successfully!', await merchants.updateProfile(principal, body)),
  });

  route(endpoints.merchant.resubmit, {
    access: 'authenticated',
    summary: 'A rejected merchant sends its corrected application back for review',
    description:
      'Only a rejected merchant, with its business ID on file. Its status goes back to pending (the rejection ' +
      'reason stays on it, marking a resubmission, until the next decision); the activity log gets ' +
      "'merchant.resubmitted' (with `details.changes` when its details or documents changed since the " +
      'rejection); the merchant gets a confirmation mail and the review team a notice.',
    limits: writeLimit(ctx, 'resubmissions'),
    failures: {
      403: 'Not a merchant, or a suspended one',
      409: 'Not rejected (pending or approved): nothing to resubmit',
      422: 'No business ID on file',
      429: 'Too many attempts',
    },
    handler: async ({ principal }) =>
      success('Application resubmitted successfully!', await merchants.resubmit(principal)),
  });
};

/** Confirming a new business email: by the form (JSON) or the mailed link itself (a page). */
const businessEmailRoutes: Group = (route, merchants, ctx) => {
  const confirmLimit: RouteLimit = {
    name: 'business-email-confirm',
    rule: ctx.settings.rateLimits.emailVerification.perIp,
    per: 'ip',
  };
  route(endpoints.merchant.confirmBusinessEmail, {
    access: 'public',
    summary: 'Confirm a new business email with the token of the mailed link',
    description: 'The token is the proof: whoever holds the new mailbox confirms. The old address is told.',
    limits: [confirmLimit],
    failures: { 422: 'The link is wrong, used, replaced or expired, or the address was taken meanwhile' },
    handler: async ({ body }) =>
      success('Business email confirmed successfully!', {
        business_email: await merchants.confirmBusinessEmail(body.token),
      }),
  });

  route(endpoints.merchant.confirmBusinessEmailLink, {
    access: 'public',
    summary: 'The link in the confirmation mail: confirms the new business email and shows a page',
    limits: [confirmLimit],
    errorHandler: pageOnInvalid((message) => ({
      ok: false,
      title: 'Confirmation failed',
      message,
      hint: 'Sign in and change the business email again for a new link, or contact support.',
    })),
    async handler({ query, reply }) {
      const email = await merchants.confirmBusinessEmail(query.token);
      return sendPage(
        reply,
        linkResultPage({
          ok: true,
          title: 'Business email confirmed',
          message: `The business email is now ${email}.`,
          hint: 'Mail about the business goes to this address from now on.',
        }),
      );
    },
  });
};

/** The merchant's own documents. */
const documentRoutes: Group = (route, merchants, ctx) => {
  route(endpoints.merchant.uploadDocument, {
    access: 'authenticated',
    summary: 'Upload a document of the signed-in merchant',
    description:
      'multipart/form-data: `document_type` (business_id), `document` (PDF or image, at most 10 MB, type read ' +
      'from its bytes), optional `description`.',
    failures: { ...NOT_A_MERCHANT, 413: 'Larger than 10 MB', 415: 'Not multipart', 422: 'Invalid field or file' },
    handler: async ({ principal, body, files }) =>
      success('Document uploaded successfully!', await merchants.uploadDocument(principal, body, files.document)),
  });

  route(endpoints.merchant.documents, {
    access: 'authenticated',
    summary: "The signed-in merchant's documents",
    failures: NOT_A_MERCHANT,
    handler: async ({ principal }) => success('Documents retrieved successfully', await merchants.documents(principal)),
  });

  route(endpoints.merchant.deleteDocument, {
    access: 'authenticated',
    summary: 'Delete a document of the signed-in merchant',
    description: 'The last ID (`business_id`) of a business is kept: upload a new one first.',
    limits: writeLimit(ctx, 'document-deletions'),
    failures: { ...CHANGE_REFUSED, 404: 'No such document of the caller', 409: 'The last ID of the business' },
    handler: answerDone('Document deleted successfully!', ({ principal, params }) =>
      merchants.deleteDocument(principal, params.id),
    ),
  });
};

/** Its pick-up points. */
const pickupRoutes: Group = (route, merchants, ctx) => {
  const limits = writeLimit(ctx, 'pickup-location-writes');
  route(endpoints.merchant.addPickupLocation, {
    access: 'authenticated',
    summary: 'Add a pick-up point of the signed-in merchant',
    description:
      `At most ${MAX_PICKUP_LOCATIONS} per merchant, counted with the merchant's row locked (adds at the same ` +
      'moment included); a new default replaces the previous default.',
    limits,
    failures: { ...CHANGE_REFUSED, 422: 'Invalid field, or too many pick-up points' },
    handler: async ({ principal, body }) =>
      success('Pickup location added successfully!', await merchants.addPickupLocation(principal, body)),
  });

  route(endpoints.merchant.updatePickupLocation, {
    access: 'authenticated',
    summary: 'Change a pick-up point of the signed-in merchant',
    description:
      'The whole point, as when adding one. `is_default: true` makes it the default in place of the old one; the ' +
      'default cannot be unmarked (another point is made the default instead).',
    limits,
    failures: {
      ...CHANGE_REFUSED,
      404: 'No such pick-up point of the caller',
      422: 'Invalid field, or the default unmarked',
    },
    handler: async ({ principal, params, body }) =>
      success(
        'Pickup location updated successfully!',
        await merchants.updatePickupLocation(principal, params.id, body),
      ),
  });

  route(endpoints.merchant.deletePickupLocation, {
    access: 'authenticated',
    summary: 'Delete a pick-up point of the signed-in merchant',
    description:
      'Deleting the default makes the oldest of the other points the default. The last point of a business stays ' +
      '(409): riders collect its orders there.',
    limits,
    failures: {
      ...CHANGE_REFUSED,
      404: 'No such pick-up point of the caller',
      409: 'The last pick-up point of the business',
    },
    handler: answerDone('Pickup location deleted successfully!', ({ principal, params }) =>
      merchants.deletePickupLocation(principal, params.id),
    ),
  });

  route(endpoints.merchant.pickupLocations, {
    access: 'authenticated',
    summary: "The signed-in merchant's pick-up points, the default first",
    failures: NOT_A_MERCHANT,
    handler: async ({ principal }) =>
      success('Pickup locations retrieved successfully', await merchants.pickupLocations(principal)),
  });
};

/** Its bank account for payouts. */
const bankAccountRoutes: Group = (route, merchants, ctx) => {
  route(endpoints.merchant.updateBankAccount, {
    access: 'authenticated',
    summary: "Change the signed-in merchant's bank account",
    description:
      'With `current_password` (a session alone cannot move the payouts). The bank is asked for the account name ' +
      '(never taken from the client). A merchant under review (pending, rejected) changes it at once ' +
      '(`merchant.bank_account_changed` in the activity log, account numbers masked); an approved or suspended ' +
      "merchant's new account waits for an admin's review (`pending_bank_account`, " +
      '`merchant.bank_account_change_requested`), payouts staying on the account in use. Asking again for the ' +
      'account in use withdraws a change that waits. The sign-in address and the business address are mailed.',
    limits: [
      ...writeLimit(ctx, 'bank-account-changes'),
      { name: 'account-lookup', rule: ctx.settings.rateLimits.accountLookup.perIp, per: 'ip' },
    ],
    failures: {
      ...NOT_A_MERCHANT,
      422: 'Invalid field, the current password wrong, unknown bank, or the bank does not know the account',
      429: 'Too many changes, or too many wrong passwords',
      502: 'The bank could not be reached',
    },
    async handler({ principal, body }) {
      const accounts = await merchants.changeBankAccount(principal, body);
      return success(
        accounts.pending_bank_account === null ? 'Bank account changed successfully!' : BANK_CHANGE_WAITS,
        accounts,
      );
    },
  });
};

export const merchantModule = apiModule('Merchant', merchantService, [
  profileRoutes,
  businessEmailRoutes,
  documentRoutes,
  pickupRoutes,
  bankAccountRoutes,
]);
