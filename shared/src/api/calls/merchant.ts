// docs/product/calls.md, "Merchant".
import type {
  BankAccountChangePayload,
  MerchantProfileUpdatePayload,
  MerchantRegistrationInput,
} from '@oja/shared/validation';
import { asMultipart, defineCall, toFormData } from '../define-call';
import type {
  Merchant,
  MerchantBankAccounts,
  MerchantDashboard,
  MerchantDocument,
  MerchantRegistrationResult,
  PickupLocation,
} from '../types';

/** The registration form's values: the schema's fields (as the form holds them) plus the logo file. */
export type MerchantRegistrationForm = MerchantRegistrationInput & { logo?: File | null };

/** Registration goes as multipart when a logo is attached, as JSON otherwise (both accepted: docs/product/calls.md). */
export function registrationBody(input: MerchantRegistrationForm) {
  const { logo, latitude, longitude, ...fields } = input;
  if (!logo) return { body: { ...fields, latitude, longitude } };
  return {
    body: toFormData({
      ...fields,
      latitude: latitude === undefined || latitude === null ? undefined : String(latitude),
      longitude: longitude === undefined || longitude === null ? undefined : String(longitude),
      logo,
    }),
  };
}

export interface DocumentUpload {
  document_type: 'business_id';
  document: File;
  description?: string;
}

export interface PickupLocationInput {
  label?: string;
  address: string;
  latitude?: number;
  longitude?: number;
  is_default?: boolean;
}

export const merchantApi = {
  register: defineCall<MerchantRegistrationForm, MerchantRegistrationResult>({
    method: 'post',
    path: '/merchant/register',
    send: registrationBody,
    failure: 'Merchant registration failed',
    success: 'Merchant registration successful! Please check your email for further instructions.',
  }),
  getProfile: defineCall<void, Merchant>({
    method: 'get',
    path: '/merchant/profile',
    failure: 'Failed to get merchant profile',
  }),
  dashboard: defineCall<void, MerchantDashboard>({
    method: 'get',
    path: '/merchant/dashboard',
    failure: 'Failed to get dashboard',
  }),
  /** A rejected merchant sends its corrected application back for review: pending again. */
  resubmit: defineCall<void, Merchant>({
    method: 'post',
    path: '/merchant/resubmit',
    failure: 'Failed to resubmit the application',
    success: 'Application resubmitted successfully!',
  }),
  updateProfile: defineCall<MerchantProfileUpdatePayload, Merchant>({
    method: 'put',
    path: '/merchant/profile',
    failure: 'Failed to update profile',
    success: 'Profile updated successfully!',
  }),
  /** The token of the link mailed to a new business email; the new address is in force once this succeeds. */
  confirmBusinessEmail: defineCall<{ token: string }, { business_email: string }>({
    method: 'post',
    path: '/merchant/business-email/verify',
    failure: 'Failed to confirm the business email',
    success: 'Business email confirmed successfully!',
  }),
  uploadDocument: defineCall<DocumentUpload, MerchantDocument>({
    method: 'post',
    path: '/merchant/documents',
    send: ({ document_type, document, description }) => asMultipart({ document_type, document, description }),
    failure: 'Document upload failed',
    success: 'Document uploaded successfully!',
  }),
  getDocuments: defineCall<void, MerchantDocument[]>({
    method: 'get',
    path: '/merchant/documents',
    failure: 'Failed to get documents',
  }),
  addPickupLocation: defineCall<PickupLocationInput, PickupLocation>({
    method: 'post',
    path: '/merchant/pickup-locations',
    failure: 'Failed to add pickup location',
    success: 'Pickup location added successfully!',
  }),
  getPickupLocations: defineCall<void, PickupLocation[]>({
    method: 'get',
    path: '/merchant/pickup-locations',
    failure: 'Failed to get pickup locations',
  }),
  updatePickupLocation: defineCall<{ id: number } & PickupLocationInput, PickupLocation>({
    method: 'put',
    path: ({ id }) => `/merchant/pickup-locations/${id}`,
    send: ({ id: _id, ...body }) => ({ body }),
    failure: 'Failed to update pickup location',
    success: 'Pickup location updated successfully!',
  }),
  deletePickupLocation: defineCall<{ id: number }, null>({
    method: 'delete',
    path: ({ id }) => `/merchant/pickup-locations/${id}`,
    send: () => ({}),
    failure: 'Failed to delete pickup location',
    success: 'Pickup location deleted successfully!',
  }),
  deleteDocument: defineCall<{ id: number }, null>({
    method: 'delete',
    path: ({ id }) => `/merchant/documents/${id}`,
    send: () => ({}),
    failure: 'Failed to delete document',
    success: 'Document deleted successfully!',
  }),
  /**
   * The bank and number, with the current password; the server asks the bank for the account's name. An approved
   * merchant's new account waits for an admin's review (the answer's `pending_bank_account`).
   */
  updateBankAccount: defineCall<BankAccountChangePayload, MerchantBankAccounts>({
    method: 'put',
    path: '/merchant/bank-account',
    failure: 'Failed to change the bank account',
    success: 'Bank account changed successfully!',
  }),
};
