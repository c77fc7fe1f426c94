// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import {
  bankAccountChangeSchema,
  documentFieldsSchema,
  merchantProfileUpdateSchema,
  pickupLocationSchema,
} from '@oja/shared/validation';
import * as v from 'valibot';
import { merchantDashboardModel } from '../dashboards';
import { endpoint, idParams, nothing } from '../declare';
import { merchantBankAccountsModel, merchantDocumentModel, merchantModel, pickupLocationModel } from '../models';
import { businessEmailTokenSchema, registration } from '../registration';

export const merchant = {
  register: endpoint({ access: 'public', ...registration, path: '/merchant/register' }),
  profile: endpoint({ access: 'authenticated', method: 'GET', path: '/merchant/profile', response: merchantModel }),
  /** The figures of the merchant's dashboard that real data feeds (its application, its menu's counts). */
  dashboard: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/merchant/dashboard',
    response: merchantDashboardModel,
  }),
  updateProfile: endpoint({
    access: 'authenticated',
    method: 'PUT',
    path: '/merchant/profile',
    body: merchantProfileUpdateSchema,
    response: merchantModel,
  }),
  /** The new business email's owner confirms it (the token of the mailed link); it is in force from then on. */
  confirmBusinessEmail: endpoint({
    access: 'public',
    method: 'POST',
    path: '/merchant/business-email/verify',
    body: businessEmailTokenSchema,
    response: v.object({ business_email: v.string() }),
  }),
  /** The link in the confirmation mail: confirms and answers a page. */
  confirmBusinessEmailLink: endpoint({
    access: 'public',
    method: 'GET',
    path: '/merchant/business-email/verify',
    query: businessEmailTokenSchema,
  }),
  uploadDocument: endpoint({
    access: 'authenticated',
    method: 'POST',
    path: '/merchant/documents',
    body: documentFieldsSchema,
    files: { document: 'document' },
    multipartOnly: true,
    response: merchantDocumentModel,
  }),
  documents: endpoint({
    access: 'authenticated',
    method: 'GET',
    path: '/merchant/documents',
    response: v.array(merchantDocumentModel),
  }),
  /** A rejected merchant sends its corrected application back to the review queue (pending again). */
  resubmit: endpoint({
    access: 'authenticated',
    method: 'POST',
    path: '/merchant/resubmit',
    response: merchantModel,
  }),
  addPickupLocation: endpoint({
    access: 'authenticated',
    method: 'POST',
    path: '/merchant/pickup-locations',
    body: pickupLocationSchema,
    response: pickupLocationModel,
  }),
  pickupLocations: endpoint({
    access: 'authenticated',
    method: 'GET',
    path: '/merchant/pickup-locations',
    response: v.array(pickupLocationModel),
  }),
  updatePickupLocation: endpoint({
    access: 'authenticated',
    method: 'PUT',
    path: '/merchant/pickup-locations/:id',
    params: idParams,
    body: pickupLocationSchema,
    response: pickupLocationModel,
  }),
  /** Deleting the default makes the oldest of the others the default. */
  deletePickupLocation: endpoint({
    access: 'authenticated',
    method: 'DELETE',
    path: '/merchant/pickup-locations/:id',
    params: idParams,
    response: nothing,
  }),
  deleteDocument: endpoint({
    access: 'authenticated',
    method: 'DELETE',
    path: '/merchant/documents/:id',
    params: idParams,
    response: nothing,
  }),
  /** A new bank account: the server asks the bank for the account's name. */
  updateBankAccount: endpoint({
    access: 'authenticated',
    method: 'PUT',
    path: '/merchant/bank-account',
    body: bankAccountChangeSchema,
    response: merchantBankAccountsModel,
  }),
} as const;
