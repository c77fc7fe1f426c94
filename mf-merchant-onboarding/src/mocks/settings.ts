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

type Banks = { code: string; name: string }[];
type SampleAccount = { number: string; name: string };

/** What the sample merchant's Settings hold, as the calls change them. */
interface SettingsState {
  merchant: Merchant;
  bank: BankAccount;
  pending: PendingBankAccount | null;
  documents: MerchantDocument[];
  points: PickupLocation[];
  password: string;
  nextId: number;
}

const notFound = () => fail(404, API_MESSAGES[404] ?? '');

export function settingsRoutes(banks: Banks, account: SampleAccount) {
  const state: SettingsState = {
    merchant: { ...(merchantUser.merchant as Merchant), contact_name: 'Sample Contact' },
    bank: {
      bank_code: banks[0]?.code ?? '',
      bank_name: banks[0]?.name ?? '',
      account_number: account.number,
      account_name: account.name,
    },
    pending: null,
    documents: [],
    points: [],
    password: DEMO_ACCOUNTS.merchant.password,
    nextId: 100,
  };
  state.documents = [sampleDocument(state, 'sample-cac-certificate.pdf')];
  state.points = [
    {
      id: state.nextId++,
      label: 'Main pick-up point',
      address: state.merchant.pickup_address,
      latitude: null,
      longitude: null,
      is_default: true,
      created_at: '2026-01-06T09:00:00.000Z',
    },
  ];
  const routes: MockRoutes = {
    ...profileRoutes(state),
    ...pickupRoutes(state),
    ...documentRoutes(state),
    ...bankRoutes(state, banks, account),
    ...passwordRoutes(state),
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

function sampleDocument(state: SettingsState, name: string): MerchantDocument {
  return {
    id: state.nextId++,
    document_type: 'business_id',
    file_path: '/api/files/documents/sample',
    original_name: name,
    mime_type: 'application/pdf',
    size: 2048,
    description: null,
    created_at: '2026-01-10T09:00:00.000Z',
  };
}

/** The profile as Settings reads it: the merchant with its bank account (and the one waiting) and documents. */
function profileOf({ merchant, bank, pending, documents }: SettingsState) {
  return { ...merchant, bank_account: bank, pending_bank_account: pending, documents };
}

/** The profile, its changes (the contact name too) and the logo. */
function profileRoutes(state: SettingsState): MockRoutes {
  return {
    'GET /merchant/profile': () => ok(profileOf(state)),
    'PUT /merchant/profile': (request) => {
      const checked = validate(merchantProfileUpdateSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { latitude: _lat, longitude: _lng, business_email: _email, ...fields } = checked.output;
      state.merchant = { ...state.merchant, ...fields };
      return ok(profileOf(state), 'Profile updated successfully!');
    },
    'POST /upload/business-logo': (request) => {
      if (!request.files?.includes('logo')) return invalid({ logo: ['Please choose an image to upload'] });
      state.merchant = { ...state.merchant, logo: '/api/files/public/sample.png' };
      return ok({ logo: state.merchant.logo }, 'Logo uploaded successfully!');
    },
  };
}

/** Pick-up points with exactly one default; the last one stays. */
function pickupRoutes(state: SettingsState): MockRoutes {
  const sorted = () => [...state.points].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id);
  const byId = (id: string | undefined) => state.points.find((point) => String(point.id) === id);
  return {
    'GET /merchant/pickup-locations': () => ok(sorted()),
    'POST /merchant/pickup-locations': (request) => {
      const checked = validate(pickupLocationSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { label, address, latitude, longitude, is_default } = checked.output;
      const first = state.points.length === 0;
      if (is_default) state.points = state.points.map((point) => ({ ...point, is_default: false }));
      const point = {
        id: state.nextId++,
        label,
        address,
        latitude: latitude ?? null,
        longitude: longitude ?? null,
        is_default: is_default || first,
        created_at: '2026-01-10T09:00:00.000Z',
      };
      state.points.push(point);
      return ok(point, 'Pickup location added successfully!');
    },
    'PUT /merchant/pickup-locations/:id': (request) => {
      const existing = byId(request.params.id);
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
      state.points = state.points.map((point) =>
        point.id === existing.id ? changed : is_default ? { ...point, is_default: false } : point,
      );
      return ok(changed, 'Pickup location updated successfully!');
    },
    'DELETE /merchant/pickup-locations/:id': (request) => {
      const existing = byId(request.params.id);
      if (!existing) return notFound();
      if (state.points.length === 1) return fail(409, PICKUP_LAST_DELETE_REFUSED);
      state.points = state.points.filter((point) => point !== existing);
      const [oldest] = [...state.points].sort((a, b) => a.id - b.id);
      if (existing.is_default && oldest) {
        state.points = state.points.map((point) => ({ ...point, is_default: point === oldest }));
      }
      return ok(null, 'Pickup location deleted successfully!');
    },
  };
}

/** Documents, the last ID kept. */
function documentRoutes(state: SettingsState): MockRoutes {
  return {
    'POST /merchant/documents': (request) => {
      const checked = validate(documentFieldsSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (!request.files?.includes('document')) return invalid({ document: ['Please choose a file to upload'] });
      const added = sampleDocument(state, 'new-sample-id.pdf');
      state.documents = [...state.documents, added];
      return ok(added, 'Document uploaded successfully!');
    },
    'DELETE /merchant/documents/:id': (request) => {
      const existing = state.documents.find((item) => String(item.id) === request.params.id);
      if (!existing) return notFound();
      if (state.documents.length === 1) return fail(409, SETTINGS_MESSAGES.lastId);
      state.documents = state.documents.filter((item) => item !== existing);
      return ok(null, 'Document deleted successfully!');
    },
  };
}

/**
 * A new bank account, with the current password, whose name the sample bank gives; the approved sample's new account
 * waits for review.
 */
function bankRoutes(state: SettingsState, banks: Banks, account: SampleAccount): MockRoutes {
  return {
    'PUT /merchant/bank-account': (request) => {
      const checked = validate(bankAccountChangeSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { bank_code, account_number, current_password } = checked.output;
      const chosen = banks.find((item) => item.code === bank_code);
      if (current_password !== state.password) {
        return invalid({ current_password: [SETTINGS_MESSAGES.currentWrong] });
      }
      if (!chosen || account_number !== account.number) {
        return invalid({ account_number: [SETTINGS_MESSAGES.accountNotResolved] });
      }
      const { bank } = state;
      if (chosen.code === bank.bank_code && account.number === bank.account_number) {
        state.pending = null;
        return ok({ bank_account: bank, pending_bank_account: null }, 'Bank account changed successfully!');
      }
      // The sample merchant is approved: its new account waits for Oja's review.
      state.pending = {
        bank_code: chosen.code,
        bank_name: chosen.name,
        account_number: account.number,
        account_name: account.name,
        requested_at: '2026-11-26T09:00:00.000Z',
      };
      return ok({ bank_account: bank, pending_bank_account: state.pending }, BANK_CHANGE_WAITS);
    },
  };
}

/** The password change (the sample merchant's demo password is the current one). */
function passwordRoutes(state: SettingsState): MockRoutes {
  return {
    'PUT /auth/password': (request) => {
      const checked = validate(changePasswordSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (checked.output.current_password !== state.password) {
        return invalid({ current_password: [SETTINGS_MESSAGES.currentWrong] });
      }
      state.password = checked.output.password;
      return ok(null, 'Password changed successfully!');
    },
  };
}
