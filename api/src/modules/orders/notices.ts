// What follows a committed change of an order: its live event at once, its mails after the answer, and a refund
// when a paid card order will not be delivered.
import type { Moved, OrderView } from '../../db/repositories/orders';
import type { RenderedMail } from '../../mail/templates/layout';
import {
  type MailOrder,
  newOrderMail,
  orderCancelledMail,
  orderPlacedMail,
  orderRejectedMail,
} from '../../mail/templates/orders';
import type { OrderDeps } from './deps';
import { liveEvent } from './lifecycle';
import { orderNumber } from './pricing';
import type { OrderReads } from './reads';

interface OrderMail {
  /** The background task's name (the log names a failed send by it). */
  task: string;
  to: string;
  mail: RenderedMail;
}

function mailOrderOf(view: OrderView): MailOrder {
  const { order } = view;
  return {
    number: orderNumber(order.id),
    businessName: view.merchant.businessName,
    lines: view.items.map((line) => ({ name: line.name, quantity: line.quantity, lineTotalKobo: line.lineTotalKobo })),
    subtotalKobo: order.subtotalKobo,
    discountKobo: order.discountKobo,
    deliveryFeeKobo: order.deliveryFeeKobo,
    totalKobo: order.totalKobo,
    paymentMethod: order.paymentMethod,
    deliveryAddress: order.deliveryAddress,
  };
}

/** The mails of a change: the customer's, and for a cancellation the merchant's and the rider's. */
function mailsAbout(
  moved: Moved,
  view: OrderView,
  links: { answerWithinMinutes: number; appUrl: string },
): OrderMail[] {
  const { order } = moved;
  const mailOrder = mailOrderOf(view);
  const paidByCard = order.paymentMethod === 'card' && order.paymentStatus !== 'pending';
  switch (moved.event.action) {
    case 'placed':
      return [
        {
          task: 'order placed mail',
          to: view.customerEmail,
          mail: orderPlacedMail({ customerName: view.customerName, order: mailOrder }),
        },
        // Until its Order Mgt page is open, the mail is how a merchant hears of an order it must answer in time.
        {
          task: 'new order mail',
          to: view.merchant.businessEmail,
          mail: newOrderMail({
            businessName: view.merchant.businessName,
            customerName: view.customerName,
            order: mailOrder,
            note: order.note,
            answerWithinMinutes: links.answerWithinMinutes,
            ordersUrl: `${links.appUrl}/dashboard`,
          }),
        },
      ];
    case 'rejected':
      return [
        {
          task: 'order rejected mail',
          to: view.customerEmail,
          mail: orderRejectedMail({
            customerName: view.customerName,
            order: mailOrder,
            reason: order.reason ?? '',
            refunded: paidByCard,
          }),
        },
      ];
    case 'cancelled': {
      const about = { order: mailOrder, cancelledBy: order.cancelledBy ?? 'system', reason: order.reason ?? '' };
      const cancelled = (to: string, mail: RenderedMail): OrderMail => ({ task: 'order cancelled mail', to, mail });
      return [
        cancelled(
          view.customerEmail,
          orderCancelledMail({ ...about, name: view.customerName, reader: 'customer', refunded: paidByCard }),
        ),
        // The merchant hears of it once it could see the order; the rider once it had claimed it.
        ...(order.placedAt === null
          ? []
          : [
              cancelled(
                view.merchant.businessEmail,
                orderCancelledMail({ ...about, name: view.merchant.businessName, reader: 'merchant', refunded: false }),
              ),
            ]),
        ...(view.riderEmail === null
          ? []
          : [
              cancelled(
                view.riderEmail,
                orderCancelledMail({ ...about, name: view.riderName ?? '', reader: 'rider', refunded: false }),
              ),
            ]),
      ];
    }
    default:
      return [];
  }
}

export function orderNotices({ ctx, now, notify }: OrderDeps, reads: OrderReads) {
  const { repos } = ctx;

  function publish(moved: Moved): Promise<void> {
    return ctx.live.bus.publish(liveEvent(moved.event, moved.order.status, orderNumber(moved.order.id)));
  }

  /** A paid card order that will not be delivered gets its money back, and its timeline says so. */
  async function refund(moved: Moved): Promise<void> {
    const { order } = moved;
    if (order.paymentMethod !== 'card' || order.paymentStatus !== 'paid' || order.paymentReference === null) return;
    await ctx.providers.payments.refund(order.paymentReference, order.totalKobo);
    const refunded = await repos.transaction((tx) => tx.orders.markRefunded(order.id, now()));
    if (refunded !== null && notify) await publish(refunded);
  }

  return {
    /**
     * What follows a committed change: its live event at once, its mails after the answer, a refund if one is due.
     * Answers the order's view when it read it (for the mails), so that the caller need not read it again.
     */
    async announce(moved: Moved, known?: OrderView): Promise<OrderView | null> {
      const ended = moved.order.status === 'rejected' || moved.order.status === 'cancelled';
      if (!notify) {
        if (ended) await refund(moved);
        return null;
      }
      ctx.tasks.run('order event', () => publish(moved));
      const view = known ?? (await reads.view(moved.order.id));
      const links = { answerWithinMinutes: ctx.settings.orders.unansweredMinutes, appUrl: ctx.settings.appUrl };
      for (const { task, to, mail } of mailsAbout(moved, view, links)) {
        ctx.tasks.run(task, () => ctx.mailer.send({ to, ...mail }));
      }
      if (ended) ctx.tasks.run('order refund', () => refund(moved));
      return view;
    },
  };
}

export type OrderNotices = ReturnType<typeof orderNotices>;
