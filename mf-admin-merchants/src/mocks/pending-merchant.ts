// A pending request as the admin calls answer it, for the component tests that hand rows to the screens (the mock
// API, ./api.ts, keeps whole merchants for the harness and the browser tests).
import type { Merchant } from '@oja/shared/api';

export function pendingMerchant(id: number, name: string, extra: Partial<Merchant> = {}): Merchant {
  return {
    id,
    uuid: `u${id}`,
    business_name: name,
    business_type: 'restaurant',
    business_email: `m${id}@oja.test`,
    country_code: '+234',
    business_phone: '08031234567',
    pickup_address: `${id} Allen Avenue, Ikeja`,
    latitude: null,
    longitude: null,
    logo: null,
    verification_status: 'pending',
    rejection_reason: null,
    reviewed_at: null,
    created_at: '2026-11-20T10:00:00Z',
    contact_name: `Contact ${id}`,
    ...extra,
  } as Merchant;
}
