import { priceForInput, sanitizeDiscount, sanitizePrice } from './number-inputs';

describe('sanitizePrice', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['12.', '12.'],
    ['2500', '2500'],
    ['1250.50', '1250.50'],
    ['12.345', '12.34'],
    ['1e3', '13'],
    ['-1', '1'],
    ['₦1,250.50', '1250.50'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['abc', ''],
    [' 12 ', '12'],
    ['１２', ''],
  ])('%j -> %j', (typed, kept) => {
    expect(sanitizePrice(typed)).toBe(kept);
  });

  it('is idempotent', () => {
    for (const value of ['12.34', '0.5', '2500', '12.']) expect(sanitizePrice(sanitizePrice(value))).toBe(value);
  });
});

describe('sanitizeDiscount', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['15', '15'],
    ['100', '100'],
    ['101', '100'],
    ['150', '100'],
    ['99999999999999999999', '100'],
    ['-1', '1'],
    ['12.5', '100'],
    ['15%', '15'],
    ['05', '5'],
    ['abc', ''],
  ])('%j -> %j', (typed, kept) => {
    expect(sanitizeDiscount(typed)).toBe(kept);
  });
});

describe('priceForInput', () => {
  it('drops zero kobo only', () => {
    expect(priceForInput('2500.00')).toBe('2500');
    expect(priceForInput('12.50')).toBe('12.50');
    expect(priceForInput('0.00')).toBe('0');
  });
});
