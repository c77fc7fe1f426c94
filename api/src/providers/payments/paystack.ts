// Paystack (https://paystack.com/docs/payments/accept-payments/): a card order starts a transaction
// (`POST /transaction/initialize`) whose checkout the customer app opens; Paystack then posts `charge.success` to
// the webhook, signed with HMAC-SHA512 of the raw body under the secret key (`x-paystack-signature`). Refunds go
// through `POST /refund`. Used only when PAYSTACK_SECRET_KEY is set; the key never leaves the server.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type FetchLike, fetchJson, isRecord, ProviderError } from '../http';
import type { PaymentProvider } from './types';

export interface PaystackPaymentOptions {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

const PROVIDER = 'Paystack';

export function paystackSignature(secretKey: string, rawBody: Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function paystackPaymentProvider(options: PaystackPaymentOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.paystack.co').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 8_000;
  const headers = { authorization: `Bearer ${options.secretKey}` };

  return {
    name: 'Paystack',
    async startCharge(charge) {
      const { status, body } = await fetchJson({
        provider: PROVIDER,
        url: `${baseUrl}/transaction/initialize`,
        method: 'POST',
        headers,
        body: {
          email: charge.email,
          amount: charge.amountKobo,
          currency: 'NGN',
          reference: charge.reference,
        },
        timeoutMs,
        fetch: options.fetch,
      });
      const url = isRecord(body) && isRecord(body.data) ? body.data.authorization_url : undefined;
      if (status !== 200 || typeof url !== 'string' || !/^https:\/\//.test(url)) {
        throw new ProviderError(PROVIDER, `transaction initialize answered ${status}`);
      }
      return { status: 'pending', authorizationUrl: url };
    },

    readNotice(rawBody, signature) {
      if (typeof signature !== 'string' || !/^[a-f0-9]{128}$/i.test(signature)) return null;
      const expected = Buffer.from(paystackSignature(options.secretKey, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      let notice: unknown;
      try {
        notice = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return 'ignored';
      }
      if (!isRecord(notice) || notice.event !== 'charge.success' || !isRecord(notice.data)) return 'ignored';
      const { reference, amount, status } = notice.data;
      if (status !== 'success' || typeof reference !== 'string' || typeof amount !== 'number') return 'ignored';
      return { reference, amountKobo: amount };
    },

    async refund(reference, amountKobo) {
      const { status } = await fetchJson({
        provider: PROVIDER,
        url: `${baseUrl}/refund`,
        method: 'POST',
        headers,
        body: { transaction: reference, amount: amountKobo },
        timeoutMs,
        fetch: options.fetch,
      });
      if (status !== 200) throw new ProviderError(PROVIDER, `refund answered ${status}`);
    },
  };
}
