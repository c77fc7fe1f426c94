// The mails of an order's life (docs/product/orders.md, "Mail"): the customer's confirmation and the merchant's
// notice when it is placed, the customer's notice when the merchant rejects it, and a notice of a cancellation to each
// party it concerns (the customer, the merchant once it could see the order, the rider who had claimed it).
import { formatKobo } from '@oja/shared/format';
import { button, callout, greeting, paragraph, writtenHtml } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

export interface MailLine {
  name: string;
  quantity: number;
  lineTotalKobo: number;
}

export interface MailOrder {
  number: string;
  businessName: string;
  lines: readonly MailLine[];
  subtotalKobo: number;
  discountKobo: number;
  deliveryFeeKobo: number;
  totalKobo: number;
  paymentMethod: 'cash' | 'card';
  deliveryAddress: string;
}

const naira = formatKobo;

function figures(order: MailOrder): { label: string; value: string }[] {
  return [
    ...order.lines.map((line) => ({
      label: `${line.quantity} x ${oneLine(line.name)}`,
      value: naira(line.lineTotalKobo),
    })),
    ...(order.discountKobo > 0 ? [{ label: 'Discount', value: `-${naira(order.discountKobo)}` }] : []),
    { label: 'Delivery', value: naira(order.deliveryFeeKobo) },
    { label: 'Total', value: naira(order.totalKobo) },
  ];
}

function figuresText(order: MailOrder): string {
  return figures(order)
    .map((row) => `${row.label}: ${row.value}`)
    .join('\n');
}

function figuresHtml(order: MailOrder): string {
  const rows = figures(order)
    .map(
      (row) =>
        `<tr><td style="padding:4px 0;font-size:15px;color:${BRAND.ink};">${escapeHtml(row.label)}</td><td align="right" style="padding:4px 0;font-size:15px;color:${BRAND.ink};white-space:nowrap;">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-top:1px solid #E4E7EB;border-bottom:1px solid #E4E7EB;">${rows}</table>`;
}

const paymentLine = (order: MailOrder, refunded: boolean) =>
  order.paymentMethod === 'cash'
    ? 'You pay in cash when it arrives.'
    : refunded
      ? 'Your card payment is being refunded in full.'
      : 'Your card was charged.';

export function orderPlacedMail(input: { customerName: string; order: MailOrder }): RenderedMail {
  const { order } = input;
  const business = oneLine(order.businessName);
  const subject = `Your order ${order.number} from ${business}`;
  const text = `Hello ${oneLine(input.customerName)},

${business} has your order ${order.number}. We will let you know if anything changes.

${figuresText(order)}

Delivery to: ${oneLine(order.deliveryAddress)}
${paymentLine(order, false)}
${textFooter()}`;
  const html = layout({
    title: 'Your order is placed',
    preheader: `${business} has your order ${order.number}.`,
    bodyHtml: [
      greeting(input.customerName),
      paragraph(
        `<strong>${escapeHtml(business)}</strong> has your order <strong>${escapeHtml(order.number)}</strong>. We will let you know if anything changes.`,
      ),
      figuresHtml(order),
      paragraph(`Delivery to: ${escapeHtml(oneLine(order.deliveryAddress))}`),
      paragraph(escapeHtml(paymentLine(order, false))),
    ].join('\n'),
  });
  return { subject, text, html };
}

/** The merchant's notice of a new order: what to prepare, and that it must be answered in time. */
export function newOrderMail(input: {
  businessName: string;
  customerName: string;
  order: MailOrder;
  note: string | null;
  answerWithinMinutes: number;
  ordersUrl: string;
}): RenderedMail {
  const { order } = input;
  const subject = `New order ${order.number} for ${oneLine(input.businessName)}`;
  const lines = order.lines.map((line) => `${line.quantity} x ${oneLine(line.name)}`);
  const deadline = `Accept or reject it within ${input.answerWithinMinutes} minutes, or it is cancelled for you.`;
  const text = `New order ${order.number} for ${oneLine(input.businessName)}

${oneLine(input.customerName)} placed it:

${lines.join('\n')}
${input.note ? `\nNote: ${input.note}\n` : ''}
${deadline}
Open your orders: ${input.ordersUrl}
${textFooter()}`;
  const html = layout({
    title: `New order ${order.number}`,
    preheader: `${oneLine(input.customerName)} placed order ${order.number}.`,
    bodyHtml: [
      paragraph(
        `<strong>${escapeHtml(oneLine(input.customerName))}</strong> placed order <strong>${escapeHtml(order.number)}</strong>:`,
      ),
      paragraph(lines.map(escapeHtml).join('<br>')),
      ...(input.note ? [callout(writtenHtml(input.note))] : []),
      paragraph(escapeHtml(deadline)),
      button('Open your orders', input.ordersUrl),
    ].join('\n'),
  });
  return { subject, text, html };
}

export function orderRejectedMail(input: {
  customerName: string;
  order: MailOrder;
  reason: string;
  refunded: boolean;
}): RenderedMail {
  const { order } = input;
  const business = oneLine(input.order.businessName);
  const subject = `${business} could not take your order ${order.number}`;
  const payment = order.paymentMethod === 'card' ? `\n${paymentLine(order, true)}\n` : '';
  const text = `Hello ${oneLine(input.customerName)},

${business} could not take your order ${order.number}.

Their reason:
${input.reason}
${payment}
Other kitchens near you are open in the Oja app.
${textFooter()}`;
  const html = layout({
    title: 'Your order was not accepted',
    preheader: `${business} could not take your order ${order.number}.`,
    bodyHtml: [
      greeting(input.customerName),
      paragraph(
        `<strong>${escapeHtml(business)}</strong> could not take your order <strong>${escapeHtml(order.number)}</strong>.`,
      ),
      paragraph('Their reason:'),
      callout(writtenHtml(input.reason)),
      ...(order.paymentMethod === 'card' ? [paragraph(escapeHtml(paymentLine(order, true)))] : []),
      paragraph('Other kitchens near you are open in the Oja app.'),
    ].join('\n'),
  });
  return { subject, text, html };
}

export type CancellationReader = 'customer' | 'merchant' | 'rider';

const WHO_CANCELLED: Record<string, string> = {
  customer: 'The customer cancelled it',
  admin: 'Oja support cancelled it',
  system: 'It was cancelled automatically',
  merchant: 'The merchant cancelled it',
  rider: 'It was cancelled',
};

const NEXT_STEP: Record<CancellationReader, string> = {
  customer: 'You can order again in the Oja app.',
  merchant: 'You do not need to prepare it. If you had started, write to support.',
  rider: 'You do not need to pick it up or deliver it.',
};

export function orderCancelledMail(input: {
  name: string;
  reader: CancellationReader;
  order: MailOrder;
  cancelledBy: string;
  reason: string;
  refunded: boolean;
}): RenderedMail {
  const { order } = input;
  const business = oneLine(order.businessName);
  const subject = `Order ${order.number} from ${business} was cancelled`;
  const who = WHO_CANCELLED[input.cancelledBy] ?? 'It was cancelled';
  const payment = input.reader === 'customer' && order.paymentMethod === 'card' ? paymentLine(order, true) : '';
  const text = `Hello ${oneLine(input.name)},

Order ${order.number} from ${business} was cancelled. ${who}:
${input.reason}
${payment ? `\n${payment}\n` : ''}
${NEXT_STEP[input.reader]}
${textFooter()}`;
  const html = layout({
    title: `Order ${order.number} was cancelled`,
    preheader: `Order ${order.number} from ${business} was cancelled.`,
    bodyHtml: [
      greeting(input.name),
      paragraph(
        `Order <strong>${escapeHtml(order.number)}</strong> from <strong>${escapeHtml(business)}</strong> was cancelled. ${escapeHtml(who)}:`,
      ),
      callout(writtenHtml(input.reason)),
      ...(payment ? [paragraph(escapeHtml(payment))] : []),
      paragraph(escapeHtml(NEXT_STEP[input.reader])),
    ].join('\n'),
  });
  return { subject, text, html };
}
