// Every call the sign-in and password-reset pages make, answered with sample data for testers with no API (the
// harness's mock mode, its browser tests and the page tests), with the API's checks and messages. Besides the
// harness's demo accounts, three sample accounts show the other answers of a sign-in: a rejected and a suspended
// merchant (they sign in; the page shows the reason) and a customer (refused with 403). The reset code is always 12345 here, and a reset
// code works once, as on the server.
import {
  defineMockApi,
  fail,
  harnessAuthRoutes,
  invalid,
  type MockHandler,
  ok,
  sampleMerchant,
  sampleUser,
} from '@oja/harness/mock-api';
import type { LoginResult, User } from '@oja/shared/api';
import {
  forgotPasswordSchema,
  loginSchema,
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

/** The sample accounts this mock adds, with their passwords. */
export const SAMPLE_ACCOUNTS = {
  rejectedMerchant: { email: rejected.email, password: 'Rejected@123', user: rejected },
  suspendedMerchant: { email: suspended.email, password: 'Suspended@123', user: suspended },
  customer: { email: customer.email, password: 'Customer@123', user: customer },
} as const;

export default defineMockApi(() => {
  const harnessLogin = harnessAuthRoutes()['POST /auth/login'] as MockHandler;
  let codeUsed = false;
  const checkCode = (code: unknown) => !codeUsed && code === SAMPLE_RESET_CODE;

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
});
