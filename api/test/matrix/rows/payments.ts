import { everyone, type MatrixRow } from '../expectations';

export const PAYMENTS_ROWS: MatrixRow[] = [
  // The payment provider: the sandbox believes no notice.
  {
    method: 'POST',
    route: '/api/payments/paystack/webhook',
    request: () => ({ url: '/api/payments/paystack/webhook', payload: { event: 'charge.success', data: {} } }),
    expect: everyone(401),
  },
];
