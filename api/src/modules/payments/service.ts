// The payment provider's notices (docs/product/orders.md, "Payment"): a notice whose signature the provider's
// module proves is acted on (a card order awaiting its payment is placed); any other is refused.
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { ordersService } from '../orders/service';

export const NOTICE_NOT_SIGNED = 'The notice is not signed by the payment provider.';

export function paymentsService(ctx: AppContext) {
  const orders = ordersService(ctx);
  return {
    async notice(rawBody: Buffer | undefined, signature: string | undefined): Promise<string> {
      const notice = ctx.providers.payments.readNotice(rawBody ?? Buffer.alloc(0), signature);
      if (notice === null) throw new AppError('unauthenticated', NOTICE_NOT_SIGNED);
      if (notice === 'ignored') return 'ignored';
      const outcome = await orders.confirmPayment(notice);
      ctx.log.info({ reference: notice.reference, outcome }, 'payments: notice received');
      return outcome;
    },
  };
}
