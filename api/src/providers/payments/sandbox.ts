// The offline payment provider: every card charge is confirmed at once and every refund succeeds. It takes no
// money; the logs and docs call it the sandbox.
import type { PaymentProvider } from './types';

export function sandboxPaymentProvider(): PaymentProvider {
  return {
    name: 'sandbox (offline: no money moves)',
    startCharge: async () => ({ status: 'paid' }),
    // The sandbox sends no notices: a notice claiming to be one is never believed.
    readNotice: () => null,
    refund: async () => {},
  };
}
