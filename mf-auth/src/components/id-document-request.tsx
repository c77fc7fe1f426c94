// On the review screen of a pending merchant: when its application has no business ID (the upload after
// registration failed, or the tab was closed before it), the screen says so and takes the ID here, with the same
// picker, rules and messages as registration. When the ID is there, nothing is added.
import { css } from '@emotion/react';
import { useFocusOnMount } from '@oja/shared/hooks';
import { ErrorState } from '@oja/shared/query';
import { Alert, Button, FilePicker } from '@oja/shared/ui';
import { DOCUMENT_MESSAGES } from '@oja/shared/validation';
import { type FormEvent, useState } from 'react';
import { uploadApi } from '../data/calls';
import { useIdDocument } from '../hooks/use-id-document';
import { AuthForm } from './auth-layout';

export const ID_MISSING_TITLE = 'Your ID document is missing';
export const UPLOADED_MESSAGE = uploadApi.merchantDocument.successMessage ?? 'Document uploaded successfully!';

export function IdDocumentRequest({ merchantId, token }: { merchantId: number; token: string }) {
  const id = useIdDocument(merchantId, token);
  switch (id.state) {
    case 'checking':
      return null;
    case 'unknown':
      return (
        <ErrorState message="We could not check your ID document" onRetry={id.check}>
          We could not check whether your ID document reached us. Try again in a moment.
        </ErrorState>
      );
    case 'present':
      return id.uploaded ? <Uploaded /> : null;
    case 'missing':
      return <UploadForm id={id} />;
  }
}

function Uploaded() {
  const note = useFocusOnMount<HTMLDivElement>();
  return (
    // The form it replaces had the focus: it moves here rather than to the page's start.
    <Alert ref={note} tabIndex={-1} tone="success" title={UPLOADED_MESSAGE} css={css({ outline: 'none' })}>
      Your ID document is with our review team now.
    </Alert>
  );
}

function UploadForm({ id }: { id: ReturnType<typeof useIdDocument> }) {
  const [file, setFile] = useState<File | null>(null);
  const [unchosen, setUnchosen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file === null) {
      setUnchosen(true);
      return;
    }
    id.upload(file);
  };

  return (
    <AuthForm label="Upload your ID document" onSubmit={submit}>
      <Alert tone="warning" title={ID_MISSING_TITLE}>
        We cannot approve your application without it. Upload your CAC certificate or national ID here.
      </Alert>
      <FilePicker
        kind="document"
        label="ID document"
        hint="CAC certificate or national ID."
        file={file}
        onChange={(picked) => {
          setFile(picked);
          setUnchosen(false);
          id.clearUploadError();
        }}
        error={unchosen ? DOCUMENT_MESSAGES.idRequired : (id.uploadError ?? undefined)}
        disabled={id.uploading}
        required
      />
      <Button type="submit" fullWidth busy={id.uploading} busyLabel="Uploading...">
        Upload ID document
      </Button>
    </AuthForm>
  );
}
