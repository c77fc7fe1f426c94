// The calls this remote's pages make, answered with sample data (the harness's mock mode and page tests). Sign-in
// for the demo accounts comes with every mock API; this adds the password reset, whose code is always 12345 here.
import { defineMockApi, fail, ok } from '@oja/harness/mock-api';

const SAMPLE_CODE = '12345';

export default defineMockApi(() => ({
  'POST /auth/forgot-password': () => ok(null, 'If that email has an account, a reset code is on its way.'),
  'POST /auth/verify-reset-code': ({ body }) =>
    body?.reset_code === SAMPLE_CODE ? ok(null, 'Code verified') : fail(422, 'Invalid or expired reset code'),
  'POST /auth/reset-password': () => ok(null, 'Password reset successfully'),
}));
