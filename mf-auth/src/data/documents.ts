// The documents of a merchant under review and the upload of its ID, made with the token of a sign-in that is not
// kept as a session (hooks/use-id-document holds it). The calls are the ones registration uses for its ID, with the
// full token instead of registration's 30-minute upload token.
import type { MerchantDocument } from '@oja/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadApi } from './calls';

export const documentKeys = {
  ofMerchant: (merchantId: number) => ['upload', 'merchant-documents', merchantId] as const,
};

/**
 * Read once a visit (the token goes as soon as the ID is known to be there) and forgotten when the screen goes: a
 * later sign-in reads them again.
 */
export function useMerchantDocuments(merchantId: number, token: string) {
  return useQuery({
    queryKey: documentKeys.ofMerchant(merchantId),
    queryFn: ({ signal }) => uploadApi.merchantDocuments({ id: merchantId }, { token, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Sends the business ID; the page says how it went, so no toast. The new document joins the list read above. */
export function useIdDocumentUpload(merchantId: number, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: File) =>
      uploadApi.merchantDocument(
        { document_type: 'business_id', document, description: 'Business ID', merchant_id: merchantId },
        { token, silent: true },
      ),
    onSuccess: (created) =>
      client.setQueryData<MerchantDocument[]>(documentKeys.ofMerchant(merchantId), (documents = []) => [
        ...documents,
        created,
      ]),
  });
}
