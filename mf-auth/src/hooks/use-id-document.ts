// The review screen of a merchant whose application is pending: the sign-in's token is held in memory only (never
// in the session store or the browser's storage) while the screen may still need it to read the documents and send
// a missing ID, and revoked as soon as the ID is known to be there, or when the screen goes away.
import { getErrorMessage } from '@oja/shared/api';
import { useEffect } from 'react';
import { useIdDocumentUpload, useMerchantDocuments } from '../data/documents';
import { type IdDocumentState, idDocumentState } from '../lib/id-document';
import { useTokenHold } from './use-token-hold';

export interface IdDocument {
  state: IdDocumentState;
  /** Reads the documents again after a failed read. */
  check: () => Promise<void>;
  upload: (file: File) => void;
  uploading: boolean;
  /** Why the last upload failed (the server's words), or null. */
  uploadError: string | null;
  /** The ID was sent from this screen. */
  uploaded: boolean;
  /** Forgets the last upload's failure (another file was chosen). */
  clearUploadError: () => void;
}

export function useIdDocument(merchantId: number, token: string): IdDocument {
  const hold = useTokenHold(token);

  const documents = useMerchantDocuments(merchantId, token);
  const upload = useIdDocumentUpload(merchantId, token);
  const state = idDocumentState(documents.status, documents.data);
  useEffect(() => {
    if (state === 'present') hold.release();
  }, [state, hold]);

  const { refetch } = documents;
  return {
    state,
    check: async () => {
      await refetch();
    },
    upload: upload.mutate,
    uploading: upload.isPending,
    uploadError: upload.isError ? getErrorMessage(upload.error) : null,
    uploaded: upload.isSuccess,
    clearUploadError: upload.reset,
  };
}
