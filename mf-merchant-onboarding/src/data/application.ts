// The calls of the application area: the merchant's own application (its profile, with its documents), and sending
// it back for review: the changed details, the new ID, then the resubmission, in that order.
import type { Merchant } from '@oja/shared/api';
import type { MerchantProfileUpdatePayload } from '@oja/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from './calls';

export const applicationKeys = {
  profile: () => ['merchant', 'application'] as const,
};

export function useApplicationProfile() {
  return useQuery({
    queryKey: applicationKeys.profile(),
    queryFn: ({ signal }) => merchantApi.getProfile(undefined, { signal }),
  });
}

export interface Resubmission {
  /** Only the fields that changed; nothing is sent when none did. */
  changes: MerchantProfileUpdatePayload;
  idDocument: File | null;
}

/** Saves what changed, uploads the new ID, then resubmits; the answer (pending again) replaces the profile. */
export function useResubmitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, idDocument }: Resubmission): Promise<Merchant> => {
      if (Object.keys(changes).length > 0) await merchantApi.updateProfile(changes, { silent: true });
      if (idDocument) {
        await merchantApi.uploadDocument({ document_type: 'business_id', document: idDocument }, { silent: true });
      }
      return merchantApi.resubmit(undefined, { silent: true });
    },
    onSuccess: (merchant) => queryClient.setQueryData(applicationKeys.profile(), merchant),
  });
}
