// The helper calls the registration form makes, answered with sample data (the harness's mock mode and page tests).

import { defineMockApi, fail, ok } from '@oja/harness/mock-api';
import type { AccountResolution, Bank } from '@oja/shared/api';

const BANKS: Bank[] = [
  { id: 1, name: 'Sample Bank One', code: '001' },
  { id: 2, name: 'Sample Bank Two', code: '002' },
];

export default defineMockApi(() => ({
  'GET /paystack/banks': () => ok(BANKS),
  'POST /paystack/verify-account': ({ body }) => {
    if (body?.account_number !== '0123456789') return fail(422, 'Could not resolve account name');
    const resolution: AccountResolution = {
      account_name: 'SAMPLE ACCOUNT',
      account_number: '0123456789',
      bank_code: String(body?.bank_code ?? ''),
    };
    return ok(resolution);
  },
  'GET /address/autocomplete': () => ok([]),
}));
