// The calls of Settings for the signed-in sample merchant, with the API's rules and messages: profile changes (the
// contact name too), a logo, pick-up points with exactly one default and the last one kept, documents with the last
// ID kept, a bank account whose name the sample bank gives (with the current password; the approved sample's new
// account waits for review), the store's pause switch and opening hours, and the password change (the sample
// merchant's demo password is the current one).
import {
  API_MESSAGES,
  fail,
  invalid,
  MOCK_USERS,
  type MockHandler,
  type MockRequest,
  type MockRoutes,
  ok,
  refusalUnless,
  storeAvailabilityRoutes,
} from '@oja/harness/mock-api';
import type { BankAccount, Merchant, MerchantDocument, PendingBankAccount, PickupLocation } from '@oja/shared/api';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import {
  BANK_CHANGE_WAITS,
  bankAccountChangeSchema,
  changePasswordSchema,
  documentFieldsSchema,
  merchantProfileUpdateSchema,
  PICKUP_LAST_DELETE_REFUSED,
  pickupLocationSchema,
  validate,
} from '@oja/shared/validation';

/** The messages of the API's Settings rules. */
export const SETTINGS_MESSAGES = {
  lastId: 'Upload a new ID before deleting the last one.',
  defaultNeeded: 'To change the default, make another pick-up point the default.',
  currentWrong: 'Current password is incorrect',
  accountNotResolved: 'Could not resolve account name',
} as const;

const merchantUser = MOCK_USERS.merchant;

export function settingsRoutes(banks: { code: string; name: string }[], account: { number: string; name: string }) {
  const base = merchantUser.merchant as Merchant;
  let merchant: Merchant = { ...base, contact_name: 'Sample Contact' };
  const bank: BankAccount = {
    bank_code: banks[0]?.code ?? '',
    bank_name: banks[0]?.name ?? '',
    account_number: account.number,
    account_name: account.name,
  };
  let nextId = 100;
  const document = (name: string): MerchantDocument => ({
    id: nextId++,
    document_type: 'business_id',
    file_path: '/api/files/documents/sample',
    original_name: name,
    mime_type: 'application/pdf',
    size: 2048,
    description: null,
    created_at: '2026-01-10T09:00:00.000Z',
  });
  let documents: MerchantDocument[] = [document('sample-cac-certificate.pdf')];
  let points: PickupLocation[] = [
    {
      id: nextId++,
      label: 'Main pick-up point',
      address: merchant.pickup_address,
      latitude: null,
      longitude: null,
      is_default: true,
      created_at: '2026-01-06T09:00:00.000Z',
    },
  ];
  let pending: PendingBankAccount | null = null;
  let password = DEMO_ACCOUNTS.merchant.password;
  const notFound = () => fail(404, API_MESSAGES[404] ?? '');
  const sorted = () => [...points].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id);
  const profile = () => ({ ...merchant, bank_account: bank, pending_bank_account: pending, documents });

  const routes: MockRoutes = {
    'GET /merchant/profile': () => ok(profile()),
    'PUT /merchant/profile': (request) => {
      const checked = validate(merchantProfileUpdateSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { latitude: _lat, longitude: _lng, business_email: _email, ...fields } = checked.output;
      merchant = { ...merchant, ...fields };
      return ok(profile(), 'Profile updated successfully!');
    },
    'POST /upload/business-logo': (request) => {
      if (!request.files?.includes('logo')) return invalid({ logo: ['Please choose an image to upload'] });
      merchant = { ...merchant, logo: '/api/files/public/sample.png' };
      return ok({ logo: merchant.logo }, 'Logo uploaded successfully!');
    },
    'GET /merchant/pickup-locations': () => ok(sorted()),
    'POST /merchant/pickup-locations': (request) => {
      const checked = validate(pickupLocationSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { label, address, latitude, longitude, is_default } = checked.output;
      const first = points.length === 0;
      if (is_default) points = points.map((point) => ({ ...point, is_default: false }));
      const point = {
        id: nextId++,
        label,
        address,
        latitude: latitude ?? null,
        longitude: longitude ?? null,
        is_default: is_default || first,
        created_at: '2026-01-10T09:00:00.000Z',
      };
      points.push(point);
      return ok(point, 'Pickup location added successfully!');
    },
    'PUT /merchant/pickup-locations/:id': (request) => {
      const existing = points.find((point) => String(point.id) === request.params.id);
      if (!existing) return notFound();
      const checked = validate(pickupLocationSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { label, address, latitude, longitude, is_default } = checked.output;
      if (existing.is_default && !is_default) return invalid({ is_default: [SETTINGS_MESSAGES.defaultNeeded] });
      const changed = {
        ...existing,
        label,
        address,
        latitude: latitude ?? null,
        longitude: longitude ?? null,
        is_default,
      };
      points = points.map((point) =>
        point.id === existing.id ? changed : is_default ? { ...point, is_default: false } : point,
      );
      return ok(changed, 'Pickup location updated successfully!');
    },
    'DELETE /merchant/pickup-locations/:id': (request) => {
      const existing = points.find((point) => String(point.id) === request.params.id);
      if (!existing) return notFound();
      if (points.length === 1) return fail(409, PICKUP_LAST_DELETE_REFUSED);
      points = points.filter((point) => point !== existing);
      const [oldest] = [...points].sort((a, b) => a.id - b.id);
      if (existing.is_default && oldest) points = points.map((point) => ({ ...point, is_default: point === oldest }));
      return ok(null, 'Pickup location deleted successfully!');
    },
    'POST /merchant/documents': (request) => {
      const checked = validate(documentFieldsSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (!request.files?.includes('document')) return invalid({ document: ['Please choose a file to upload'] });
      const added = document('new-sample-id.pdf');
      documents = [...documents, added];
      return ok(added, 'Document uploaded successfully!');
    },
    'DELETE /merchant/documents/:id': (request) => {
      const existing = documents.find((item) => String(item.id) === request.params.id);
      if (!existing) return notFound();
      if (documents.length === 1) return fail(409, SETTINGS_MESSAGES.lastId);
      documents = documents.filter((item) => item !== existing);
      return ok(null, 'Document deleted successfully!');
    },
    'PUT /merchant/bank-account': (request) => {
      const checked = validate(bankAccountChangeSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const chosen = banks.find((item) => item.code === checked.output.bank_code);
      if (checked.output.current_password !== password) {
        return invalid({ current_password: [SETTINGS_MESSAGES.currentWrong] });
      }
      if (!chosen || checked.output.account_number !== account.number) {
        return invalid({ account_number: [SETTINGS_MESSAGES.accountNotResolved] });
      }
      const asked: BankAccount = {
        bank_code: chosen.code,
        bank_name: chosen.name,
        account_number: account.number,
        account_name: account.name,
      };
      if (asked.bank_code === bank.bank_code && asked.account_number === bank.account_number) {
        pending = null;
        return ok({ bank_account: bank, pending_bank_account: null }, 'Bank account changed successfully!');
      }
      // The sample merchant is approved: its new account waits for Oja's review.
      pending = { ...asked, requested_at: '2026-11-26T09:00:00.000Z' };
      return ok({ bank_account: bank, pending_bank_account: pending }, BANK_CHANGE_WAITS);
    },
    'PUT /auth/password': (request) => {
      const checked = validate(changePasswordSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (checked.output.current_password !== password) {
        return invalid({ current_password: [SETTINGS_MESSAGES.currentWrong] });
      }
      password = checked.output.password;
      return ok(null, 'Password changed successfully!');
    },
    // The pause switch and the opening hours (the harness's store, with the API's rules).
    ...storeAvailabilityRoutes(merchantUser),
  };
  // Every call is the signed-in sample merchant's own: anyone else gets the API's 401 or 403 first.
  return Object.fromEntries(
    Object.entries(routes).map(([route, handler]) => [
      route,
      (request: MockRequest) => refusalUnless(request, merchantUser) ?? (handler as MockHandler)(request),
    ]),
  ) as MockRoutes;
}
