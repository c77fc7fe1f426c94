import type { Merchant } from '@oja/shared/api';
import { businessNameOf, businessTypeOf, contactNameOf, emailOf, initialsOf, logoOf, phoneOf } from './merchant-fields';

const base = {
  id: 1,
  uuid: 'u',
  country_code: '+234',
  pickup_address: '1 Road',
  latitude: null,
  longitude: null,
  verification_status: 'pending',
  rejection_reason: null,
  reviewed_at: null,
  created_at: '2026-11-21T10:00:00Z',
} as const;

describe('both names of a field', () => {
  it('reads the first name, else the second', () => {
    const first = {
      ...base,
      business_name: 'Mama Put',
      business_type: 'restaurant',
      business_email: 'a@b.ng',
      business_phone: '8031234567',
      logo: '/logo.png',
      contact_name: 'Ada',
      user: { id: 1, name: 'Ada Obi', email: 'a@b.ng' },
    } as Merchant;
    expect(businessNameOf(first)).toBe('Mama Put');
    expect(businessTypeOf(first)).toBe('Restaurant');
    expect(emailOf(first)).toBe('a@b.ng');
    expect(phoneOf(first)).toBe('8031234567');
    expect(logoOf(first)).toBe('/logo.png');
    expect(contactNameOf(first)).toBe('Ada Obi');

    const second = {
      ...base,
      name: 'Iya Basira',
      type: 'store',
      email: 'c@d.ng',
      phone: '08031234567',
      avatar: '/avatar.png',
      contact_name: 'Basira',
    } as unknown as Merchant;
    expect(businessNameOf(second)).toBe('Iya Basira');
    expect(businessTypeOf(second)).toBe('Store');
    expect(emailOf(second)).toBe('c@d.ng');
    expect(phoneOf(second)).toBe('08031234567');
    expect(logoOf(second)).toBe('/avatar.png');
    expect(contactNameOf(second)).toBe('Basira');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf("Mama Nkechi's Kitchen")).toBe('MN');
    expect(initialsOf('Ọjà market')).toBe('ỌM');
    expect(initialsOf('  "Quoted" & Co ')).toBe('QC');
    expect(initialsOf('')).toBe('?');
  });
});
