// Onboarding's calls (registration, the application, Settings with the store's availability): each is its endpoint's declaration in the
// contract, with the failure text and success toast of docs/product/calls.md. This remote owns them: a new one
// ships with it, with no shell release.
import { type CallInput, defineCall } from '@oja/shared/api';
import { address } from '@oja/shared/contract/address';
import { auth } from '@oja/shared/contract/auth';
import { files } from '@oja/shared/contract/files';
import { merchant } from '@oja/shared/contract/merchant';
import { paystack } from '@oja/shared/contract/paystack';
import { store } from '@oja/shared/contract/store';
import { upload } from '@oja/shared/contract/upload';

export const merchantApi = {
  /** JSON, or multipart when a logo is attached (the endpoint takes both). */
  register: defineCall(merchant.register, {
    failure: 'Merchant registration failed',
    success: 'Merchant registration successful! Please check your email for further instructions.',
  }),
  getProfile: defineCall(merchant.profile, { failure: 'Failed to get merchant profile' }),
  /** A rejected merchant sends its corrected application back for review: pending again. */
  resubmit: defineCall(merchant.resubmit, {
    failure: 'Failed to resubmit the application',
    success: 'Application resubmitted successfully!',
  }),
  updateProfile: defineCall(merchant.updateProfile, {
    failure: 'Failed to update profile',
    success: 'Profile updated successfully!',
  }),
  uploadDocument: defineCall(merchant.uploadDocument, {
    failure: 'Document upload failed',
    success: 'Document uploaded successfully!',
  }),
  addPickupLocation: defineCall(merchant.addPickupLocation, {
    failure: 'Failed to add pickup location',
    success: 'Pickup location added successfully!',
  }),
  getPickupLocations: defineCall(merchant.pickupLocations, { failure: 'Failed to get pickup locations' }),
  updatePickupLocation: defineCall(merchant.updatePickupLocation, {
    failure: 'Failed to update pickup location',
    success: 'Pickup location updated successfully!',
  }),
  deletePickupLocation: defineCall(merchant.deletePickupLocation, {
    failure: 'Failed to delete pickup location',
    success: 'Pickup location deleted successfully!',
  }),
  deleteDocument: defineCall(merchant.deleteDocument, {
    failure: 'Failed to delete document',
    success: 'Document deleted successfully!',
  }),
  /** A fresh signed link to one of the merchant's documents, asked for as it is opened. */
  documentLink: defineCall(files.documentLink, { failure: 'Failed to open the document' }),
  /**
   * The bank and number, with the current password; the server asks the bank for the account's name. An approved
   * merchant's new account waits for an admin's review (the answer's `pending_bank_account`).
   */
  updateBankAccount: defineCall(merchant.updateBankAccount, {
    failure: 'Failed to change the bank account',
    success: 'Bank account changed successfully!',
  }),
  /** Every other session of the user ends; this one stays signed in. */
  changePassword: defineCall(auth.changePassword, {
    failure: 'Failed to change the password',
    success: 'Password changed successfully!',
  }),
};

/** The store's availability (an approved merchant's): the pause switch and the week's opening hours. */
export const storeApi = {
  get: defineCall(store.get, { failure: 'Failed to load your store' }),
  update: defineCall(store.update, { failure: 'Failed to update your store' }),
  openingHours: defineCall(store.openingHours, { failure: 'Failed to load your opening hours' }),
  updateOpeningHours: defineCall(store.updateOpeningHours, {
    failure: 'Failed to save your opening hours',
    success: 'Opening hours saved successfully!',
  }),
};

/** Right after registration these carry the short-lived upload token (`options.token`). */
export const uploadApi = {
  merchantDocument: defineCall(upload.merchantDocument, {
    failure: 'Document upload failed',
    success: 'Document uploaded successfully!',
  }),
  businessLogo: defineCall(upload.businessLogo, {
    failure: 'Logo upload failed',
    success: 'Logo uploaded successfully!',
  }),
};

export const paystackApi = {
  getBanks: defineCall(paystack.banks, { failure: 'Failed to get banks' }),
  verifyAccount: defineCall(paystack.verifyAccount, {
    failure: 'Account verification failed',
    success: 'Account verified successfully!',
  }),
};

export const addressApi = {
  autocomplete: defineCall(address.autocomplete, { failure: 'Failed to get address suggestions' }),
  /** The answer's `data.data` holds formatted_address and geometry (docs/product/calls.md, "Address helper"). */
  placeDetails: defineCall(address.placeDetails, { failure: 'Failed to get place details' }),
};

/** The registration form's values: the schema's fields (as the form holds them) plus the logo file. */
export type MerchantRegistrationForm = CallInput<typeof merchant.register>;
export type PickupLocationInput = CallInput<typeof merchant.addPickupLocation>;
