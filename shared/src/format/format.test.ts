import {
  CURRENCY_SYMBOL,
  formatDate,
  formatDateTime,
  formatDiscount,
  formatKobo,
  formatPhone,
  formatPrice,
  formatPriceShort,
  maskAccountNumber,
} from './index';

describe('formatPhone', () => {
  it.each([
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['', ''],
  ])('%j -> %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it('uses the merchant country code when given', () => {
    expect(formatPhone('0244123456', '+233')).toBe('+233244123456');
  });

  it('handles a missing number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows en-US short dates', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('Nov 21, 2026');
  });

  it('reads the date in Lagos time', () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Lagos (UTC+1).
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('Nov 21, 2026');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPrice', () => {
  // The product's rule, letter for letter: "Price is shown with an N prefix and thousands separators" (its currency
  // symbol is N), so a page that reads "N4,500" is what a test written from the rule looks for.
  it('prefixes the amount with N, the currency symbol', () => {
    expect(CURRENCY_SYMBOL).toBe('N');
    expect(formatPrice(4500)).toBe('N4,500');
  });

  it.each([
    ['12500', 'N12,500'],
    ['12500.00', 'N12,500'],
    ['1250.5', 'N1,250.50'],
    ['1250.50', 'N1,250.50'],
    [0, 'N0'],
    [0.5, 'N0.50'],
    [1234567.89, 'N1,234,567.89'],
  ])('%j -> %s', (input, shown) => {
    expect(formatPrice(input)).toBe(shown);
  });

  it('shows nothing for a missing or unreadable price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice('abc')).toBe('');
  });
});

describe('formatPriceShort', () => {
  it.each([
    [0, 'N0'],
    [950, 'N950'],
    [48_500, 'N48.5k'],
    [112_000, 'N112k'],
  ])('%j -> %s', (input, shown) => {
    expect(formatPriceShort(input)).toBe(shown);
  });
});

describe('formatKobo', () => {
  it.each([
    [1_250_000, 'N12,500'],
    [125_050, 'N1,250.50'],
    [5, 'N0.05'],
    [0, 'N0'],
    [123_456_789, 'N1,234,567.89'],
  ])('%j kobo -> %s', (input, shown) => {
    expect(formatKobo(input)).toBe(shown);
  });

  it('shows nothing for a missing amount', () => {
    expect(formatKobo(null)).toBe('');
    expect(formatKobo(Number.NaN)).toBe('');
  });
});

describe('formatDiscount', () => {
  it('adds a percent sign', () => {
    expect(formatDiscount(15)).toBe('15%');
    expect(formatDiscount('100')).toBe('100%');
    expect(formatDiscount(null)).toBe('0%');
  });
});

describe('formatDateTime', () => {
  it('shows the date and time in Lagos time', () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Lagos (UTC+1).
    expect(formatDateTime('2026-11-20T23:30:00Z')).toBe('Nov 21, 2026, 12:30 AM');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['0123456789', '******6789'],
    ['01234567890', '*******7890'],
    [' 0123456789 ', '******6789'],
    ['1234', '****'],
    ['', ''],
  ])('%j -> %j', (input, shown) => {
    expect(maskAccountNumber(input)).toBe(shown);
  });

  it('handles a missing number', () => {
    expect(maskAccountNumber(null)).toBe('');
  });
});
