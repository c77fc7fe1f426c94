import { deliveryArea, firstName, itemsSummary, paymentText, sinceText, timeOf } from './order-text';

describe('how an order reads', () => {
  it('names the area an order goes to, not its street', () => {
    expect(deliveryArea('12 Admiralty Road, Lekki Phase 1, Lagos')).toBe('Lekki Phase 1, Lagos');
    expect(deliveryArea('Ikeja, Lagos')).toBe('Ikeja, Lagos');
  });

  it('gives the first name only', () => {
    expect(firstName('  Adaeze Okafor ')).toBe('Adaeze');
  });

  it('counts the time since an order came', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(sinceText('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(sinceText('2026-11-26T11:56:00Z', now)).toBe('4 min ago');
    expect(sinceText('2026-11-26T10:55:00Z', now)).toBe('1 h 05 min ago');
  });

  it('shows times in Lagos time', () => {
    expect(timeOf('2026-11-26T11:45:00Z')).toBe('12:45 PM');
  });

  it('lists the lines with their quantities', () => {
    const items = [
      { quantity: 2, name: 'Jollof Rice' },
      { quantity: 1, name: 'Chapman' },
    ] as Parameters<typeof itemsSummary>[0]['items'];
    expect(itemsSummary({ items })).toBe('2 × Jollof Rice, 1 × Chapman');
  });

  it('says how an order is paid', () => {
    expect(paymentText({ method: 'cash', status: 'pending', reference: null, authorization_url: null })).toBe(
      'Cash on delivery',
    );
    expect(paymentText({ method: 'card', status: 'paid', reference: 'x', authorization_url: null })).toBe('Card, paid');
  });
});
