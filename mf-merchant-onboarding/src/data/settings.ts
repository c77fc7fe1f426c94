// Every request of the merchant's Settings, declared once: its profile (with the bank account and documents), its
// pick-up points, and the changes to each. A change puts the server's answer into the cache (or refetches what it
// touched), so every section shows what the server holds; a new contact name also goes into the session's user,
// which the dashboard's greeting reads.
import type { Merchant, MerchantBankAccounts, PickupLocation } from '@oja/shared/api';
import { updateUser } from '@oja/shared/session';
import { toast } from '@oja/shared/toast';
import {
  BANK_CHANGE_WAITS,
  type BankAccountChangePayload,
  type ChangePasswordPayload,
  type MerchantProfileUpdatePayload,
} from '@oja/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchantApi, type PickupLocationInput, uploadApi } from './calls';

export const settingsKeys = {
  profile: () => ['merchant', 'profile'] as const,
  pickupLocations: () => ['merchant', 'pickup-locations'] as const,
};

export function useMerchantProfile() {
  return useQuery({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => merchantApi.getProfile(undefined, { signal }),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchantProfileUpdatePayload) => merchantApi.updateProfile(input),
    onSuccess: (merchant: Merchant) => {
      client.setQueryData(settingsKeys.profile(), (current: Merchant | undefined) => ({ ...current, ...merchant }));
      // The greeting ("Welcome, ...") reads the session's user: the contact person is the account's name.
      updateUser({ name: merchant.contact_name });
    },
  });
}

/** A new logo: the upload's answer is the logo's public URL. */
export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ logo, merchantId }: { logo: File; merchantId: number }) =>
      uploadApi.businessLogo({ logo, merchant_id: merchantId }),
    onSuccess: ({ logo }) => {
      client.setQueryData(settingsKeys.profile(), (current: Merchant | undefined) =>
        current ? { ...current, logo } : current,
      );
    },
  });
}

export function usePickupLocations() {
  return useQuery({
    queryKey: settingsKeys.pickupLocations(),
    queryFn: ({ signal }) => merchantApi.getPickupLocations(undefined, { signal }),
  });
}

/** Adds a point (no id) or changes one; the list is read again, since a new default unmarks the old one. */
export function useSavePickupLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: PickupLocationInput & { id?: number }): Promise<PickupLocation> =>
      id === undefined ? merchantApi.addPickupLocation(input) : merchantApi.updatePickupLocation({ id, ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.pickupLocations() }),
  });
}

export function useDeletePickupLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => merchantApi.deletePickupLocation({ id }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.pickupLocations() }),
  });
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: File) => merchantApi.uploadDocument({ document_type: 'business_id', document }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.profile() }),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => merchantApi.deleteDocument({ id }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.profile() }),
  });
}

/**
 * A new bank account: in use at once for a business under review, waiting for Oja's review for an approved one. The
 * toast says which (the call's own is silenced).
 */
export function useChangeBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccountChangePayload) => merchantApi.updateBankAccount(input, { silent: true }),
    onSuccess: (accounts: MerchantBankAccounts) => {
      client.setQueryData(settingsKeys.profile(), (current: Merchant | undefined) =>
        current ? { ...current, ...accounts } : current,
      );
      if (accounts.pending_bank_account === null) {
        toast.success(merchantApi.updateBankAccount.successMessage ?? 'Bank account changed successfully!');
      } else {
        toast.success(BANK_CHANGE_WAITS);
      }
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordPayload) => merchantApi.changePassword(input) });
}
