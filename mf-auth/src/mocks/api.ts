// Every call the sign-in and password-reset pages make, answered with sample data for testers with no API (the
// harness's mock mode, its browser tests and the page tests), with the API's checks and messages. Besides the
// harness's demo accounts, sample accounts show the other answers of a sign-in: a rejected and a suspended
// merchant (they sign in; the page shows the reason; each also with an unverified email), a pending merchant whose ID document never arrived and whose
// email is not verified (the review screen asks for the ID and offers a new verification mail), and a customer
// (refused with 403). The harness's pending merchant has its ID. The documents a test uploads are kept. The reset
// code is always 12345 here, and a reset code works once, as on the server.
import {
  API_MESSAGES,
  defineMockApi,
  fail,
  harnessAuthRoutes,
  invalid,
  MOCK_USERS,
  type MockHandler,
  type MockRoutes,
  mockTokenOf,
  ok,
  refusalUnless,
  sampleMerchant,
  sampleUser,
} from '@oja/harness/mock-api';
import type { LoginResult, MerchantDocument, User } from '@oja/shared/api';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import {
  accountNameSchema,
  changePasswordSchema,
  DOCUMENT_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  merchantDocumentUploadSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  validate,
  verifyResetCodeSchema,
} from '@oja/shared/validation';

export const SAMPLE_RESET_CODE = '12345';
export const SAMPLE_REJECTION_REASON = 'Sample reason: the business ID document is unreadable.';
const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INVALID_RESET_CODE =
  'This reset code is not right, or it has expired. Check the code in the latest email and try again.';

const ACCESS_DENIED = 'Access denied: this web app is for merchants and admins.';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

const rejected: User = sampleUser(4, 'Sample Rejected Store', 'rejected@example.ng', 'merchant', {
  ...sampleMerchant(3, 'Sample Rejected Store', 'rejected'),
  rejection_reason: SAMPLE_REJECTION_REASON,
});
export const SAMPLE_SUSPENSION_REASON = 'Sample reason: customers reported orders that never came.';
const suspended: User = sampleUser(6, 'Sample Suspended Grill', 'suspended@example.ng', 'merchant', {
  ...sampleMerchant(4, 'Sample Suspended Grill', 'suspended'),
  suspension_reason: SAMPLE_SUSPENSION_REASON,
});
const customer: User = sampleUser(5, 'Sample Customer', 'customer@example.ng', 'customer');
// Its email is not verified yet either: the review screen offers a new verification mail.
const withoutId: User = {
  ...sampleUser(
    7,
    'Sample New Store',
    'new.store@example.ng',
    'merchant',
    sampleMerchant(5, 'Sample New Store', 'pending'),
  ),
  email_verified_at: null,
};

// A rejected and a suspended merchant whose email is not verified: their screens offer a new verification mail too.
const rejectedUnverified: User = {
  ...sampleUser(8, 'Sample Unverified Store', 'rejected.unverified@example.ng', 'merchant', {
    ...sampleMerchant(6, 'Sample Unverified Store', 'rejected'),
    rejection_reason: SAMPLE_REJECTION_REASON,
  }),
  email_verified_at: null,
};
const suspendedUnverified: User = {
  ...sampleUser(9, 'Sample Unverified Grill', 'suspended.unverified@example.ng', 'merchant', {
    ...sampleMerchant(7, 'Sample Unverified Grill', 'suspended'),
    suspension_reason: SAMPLE_SUSPENSION_REASON,
  }),
  email_verified_at: null,
};

/** The sample accounts this mock adds, with their passwords. */
export const SAMPLE_ACCOUNTS = {
  rejectedMerchant: { email: rejected.email, password: 'Rejected@123', user: rejected },
  suspendedMerchant: { email: suspended.email, password: 'Suspended@123', user: suspended },
  rejectedUnverified: { email: rejectedUnverified.email, password: 'Rejected@123', user: rejectedUnverified },
  suspendedUnverified: { email: suspendedUnverified.email, password: 'Suspended@123', user: suspendedUnverified },
  pendingWithoutId: { email: withoutId.email, password: 'Pending@123', user: withoutId },
  customer: { email: customer.email, password: 'Customer@123', user: customer },
} as const;

const NOT_YOUR_BUSINESS = 'You can only upload files for your own business.';

/** A stored document as the API answers it (sample data). */
function sampleDocument(id: number, description: string | null): MerchantDocument {
  return {
    id,
    document_type: 'business_id',
    file_path: `/api/files/documents/${id}?expires=4102444800&signature=sample`,
    original_name: 'sample-id.pdf',
    mime_type: 'application/pdf',
    size: 48_213,
    description,
    created_at: '2026-01-06T09:00:00.000Z',
  };
}

export default defineMockApi(() => ({
  ...signInRoutes(),
  ...pendingDocumentRoutes(),
  ...resetRoutes(),
  ...ownAccountRoutes(),
}));

/** The sign-in (the sample accounts here, the harness's demo accounts else) and a new verification mail. */
function signInRoutes(): MockRoutes {
  const harnessLogin = harnessAuthRoutes()['POST /auth/login'] as MockHandler;
  return {
    'POST /auth/login': (request) => {
      const checked = validate(loginSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const account = Object.values(SAMPLE_ACCOUNTS).find((candidate) => candidate.email === checked.output.email);
      if (!account) return harnessLogin(request);
      if (account.password !== checked.output.password) return invalid({ email: [INVALID_CREDENTIALS] });
      if (account.user.user_type === 'customer') return fail(403, ACCESS_DENIED);
      const result: LoginResult = {
        token: `mock-token-${account.user.id}`,
        token_type: 'Bearer',
        expires_at: '2099-01-01T00:00:00.000Z',
        user: account.user,
      };
      return ok(result, 'Login successful!');
    },
    // The same answer whether or not an account exists, as the API gives it.
    'POST /auth/email/resend': ({ body }) => {
      const checked = validate(resendVerificationSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      return ok(null, 'If an account with this email still needs verifying, a new verification email is on its way.');
    },
  };
}

/**
 * A pending merchant's documents and the upload of its ID, with the token of its sign-in: the harness's pending
 * merchant has its ID, the new store none.
 */
function pendingDocumentRoutes(): MockRoutes {
  const pendingMerchants = [MOCK_USERS['pending-merchant'], withoutId];
  const documents = new Map<number, MerchantDocument[]>([
    [MOCK_USERS['pending-merchant'].merchant?.id ?? 0, [sampleDocument(1, 'Business ID')]],
    [withoutId.merchant?.id ?? 0, []],
  ]);
  let nextDocumentId = 2;
  /** The merchant id of the pending merchant whose token this is, or null. */
  const ownMerchantId = (token: string | null) =>
    pendingMerchants.find((candidate) => token === mockTokenOf(candidate))?.merchant?.id ?? null;
  const refusal = (token: string | null) =>
    refusalUnless({ token }, ...pendingMerchants) ?? fail(403, API_MESSAGES[403] ?? '');
  return {
    // A merchant's own documents only; anyone else's reads as not found, as on the server.
    'GET /upload/merchant-documents/:id': ({ params, token }) => {
      const merchantId = ownMerchantId(token);
      if (merchantId === null) return refusal(token);
      if (String(merchantId) !== params.id) return fail(404, API_MESSAGES[404] ?? '');
      return ok(documents.get(merchantId) ?? [], 'Documents retrieved successfully');
    },
    'POST /upload/merchant-document': ({ body, files, token }) => {
      const merchantId = ownMerchantId(token);
      if (merchantId === null) return refusal(token);
      const checked = validate(merchantDocumentUploadSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (checked.output.merchant_id !== merchantId) return fail(403, NOT_YOUR_BUSINESS);
      if (!files?.includes('document')) return invalid({ document: [DOCUMENT_MESSAGES.required] });
      const created = sampleDocument(nextDocumentId++, checked.output.description);
      documents.set(merchantId, [...(documents.get(merchantId) ?? []), created]);
      return ok(created, 'Document uploaded successfully!');
    },
  };
}

/** The password reset: a code sent (always the sample code), checked, and used once for the new password. */
function resetRoutes(): MockRoutes {
  let codeUsed = false;
  const checkCode = (code: unknown) => !codeUsed && code === SAMPLE_RESET_CODE;
  return {
    // The same answer whether or not an account exists, as the API gives it.
    'POST /auth/forgot-password': ({ body }) => {
      const checked = validate(forgotPasswordSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      codeUsed = false;
      return ok(null, 'If an account exists for this email, a reset code is on its way. It expires in 10 minutes.');
    },
    'POST /auth/verify-reset-code': ({ body }) => {
      const checked = validate(verifyResetCodeSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      return checkCode(checked.output.reset_code)
        ? ok(null, 'Code verified successfully!')
        : invalid({ reset_code: [INVALID_RESET_CODE] });
    },
    'POST /auth/reset-password': ({ body }) => {
      const checked = validate(resetPasswordSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (!checkCode(checked.output.reset_code)) return invalid({ reset_code: [INVALID_RESET_CODE] });
      codeUsed = true;
      return ok(null, 'Password updated successfully!');
    },
  };
}

/** The harness admin's own account (Settings): its name and password as this mock keeps them, its other sessions. */
function ownAccountRoutes(): MockRoutes {
  const admin = MOCK_USERS.admin;
  let adminName = admin.name;
  let adminPassword: string = DEMO_ACCOUNTS.admin.password;
  let otherSessions = 1;
  const adminRefusal = (token: string | null) => refusalUnless({ token }, admin);
  return {
    'PUT /auth/profile': ({ body, token }) => {
      const refused = adminRefusal(token);
      if (refused) return refused;
      const checked = validate(accountNameSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      adminName = checked.output.name;
      return ok({ ...admin, name: adminName }, 'Profile updated successfully!');
    },
    'PUT /auth/password': ({ body, token }) => {
      const refused = adminRefusal(token);
      if (refused) return refused;
      const checked = validate(changePasswordSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (checked.output.current_password !== adminPassword) {
        return invalid({ current_password: [CURRENT_PASSWORD_WRONG] });
      }
      adminPassword = checked.output.password;
      return ok(null, 'Password changed successfully!');
    },
    // The sample has one other session: the first call ends it, the next finds none.
    'POST /auth/sessions/end-others': ({ token }) => {
      const refused = adminRefusal(token);
      if (refused) return refused;
      const ended = otherSessions;
      otherSessions = 0;
      return ok({ ended }, `${ended} other sessions signed out`);
    },
  };
}
