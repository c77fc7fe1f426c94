// `/api/payments/*`: what the payment provider calls.
import { endpoints } from '@oja/shared/contract';
import { success } from '../../http/envelope';
import { apiModule, type RouteGroup } from '../module';
import { paymentsService } from './service';

const webhookRoutes: RouteGroup<ReturnType<typeof paymentsService>> = (route, payments) => {
  route(endpoints.payments.paystackWebhook, {
    access: 'public',
    summary: "Paystack's notice of a charge (its webhook)",
    description:
      'Checked by its `x-paystack-signature` (HMAC-SHA512 of the raw body under the secret key); without ' +
      'Paystack configured, no notice is believed. `charge.success` for a card order awaiting its payment (same ' +
      'reference, same amount) places it; a payment for an order that has ended meanwhile is refunded; anything ' +
      'else is acknowledged and ignored.',
    rawBody: true,
    cacheNeutral: true,
    failures: { 401: 'The signature is missing or wrong' },
    async handler({ request }) {
      const signature = request.headers['x-paystack-signature'];
      await payments.notice(request.rawBody, typeof signature === 'string' ? signature : undefined);
      return success('Notice received', null);
    },
  });
};

export const paymentsModule = apiModule('Payments', paymentsService, [webhookRoutes]);
