// Documents: the business's IDs (each opens through its signed link), an upload, and a delete behind a dialog.
// The server keeps the last ID, so the last one is not offered for deletion: it says to upload a new one instead.
import { css } from '@emotion/react';
import type { MerchantDocument } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { ConfirmDeleteDialog, FormActions } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, DocumentLink, FilePicker, formatFileSize, VisuallyHidden } from '@oja/shared/ui';
import { DOCUMENT_MESSAGES } from '@oja/shared/validation';
import { useState } from 'react';
import { merchantApi } from '../../data/calls';
import { useDeleteDocument, useUploadDocument } from '../../data/settings';
import { outlined, plainList, spreadRow } from '../list-styles';
import { DeleteButton } from './delete-button';
import { Section } from './section';

export function DocumentsSection({ documents }: { documents: readonly MerchantDocument[] }) {
  const theme = useOjaTheme();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<MerchantDocument | null>(null);
  const ids = documents.filter((document) => document.document_type === 'business_id').length;
  return (
    <Section id="documents" title="Documents" intro="Your CAC certificate or national ID, as Oja's team reviewed it.">
      {documents.length === 0 ? (
        <p css={css({ margin: 0, color: theme.colors.textMuted })}>No documents yet.</p>
      ) : (
        <ul aria-label="Documents" css={plainList(theme.space[2])}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              lastId={document.document_type === 'business_id' && ids <= 1}
              onDelete={() => setDeleting(document)}
            />
          ))}
        </ul>
      )}
      <DocumentUpload />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete document?"
        description={`${deleting?.original_name ?? ''} will be removed.`}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
      />
    </Section>
  );
}

/** One document: its name, size and day, Open, and Delete (but for the last ID, which the server keeps). */
function DocumentRow({
  document,
  lastId,
  onDelete,
}: {
  document: MerchantDocument;
  lastId: boolean;
  onDelete: () => void;
}) {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <li css={[spreadRow(space[2]), outlined(theme), css({ alignItems: 'center', padding: space[3] })]}>
      <div css={css({ minWidth: 0 })}>
        <p css={css({ margin: 0, fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' })}>
          {document.original_name}
        </p>
        <p css={css({ margin: 0, ...theme.text.bodySm, color: colors.textMuted })}>
          {formatFileSize(document.size)} · uploaded {formatDate(document.created_at)}
        </p>
      </div>
      <div css={css({ display: 'flex', gap: space[2] })}>
        {/* Signed at the press: the link the page loaded with may have expired (10 minutes). */}
        <DocumentLink
          href={document.file_path}
          freshLink={async () => (await merchantApi.documentLink({ id: document.id })).url}
          css={css({
            color: colors.primaryText,
            fontWeight: theme.fontWeights.medium,
            alignSelf: 'center',
            padding: space[2],
          })}
        >
          Open<VisuallyHidden> {document.original_name}</VisuallyHidden>
        </DocumentLink>
        {lastId ? (
          <span css={css({ ...theme.text.caption, color: colors.textMuted, alignSelf: 'center' })}>
            Your only ID: upload a new one to replace it
          </span>
        ) : (
          <DeleteButton name={document.original_name} onClick={onDelete} />
        )}
      </div>
    </li>
  );
}

/** A new ID: the picker and Upload document (a missing file is said under the picker). */
function DocumentUpload() {
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    if (!file) {
      setError(DOCUMENT_MESSAGES.idRequired);
      return;
    }
    try {
      await upload.mutateAsync(file);
      setFile(null);
    } catch {
      // The call's toast says why; the chosen file stays for another try.
    }
  };
  return (
    <div>
      <FilePicker
        kind="document"
        label="New ID document"
        hint="CAC certificate or national ID."
        file={file}
        onChange={(next) => {
          setFile(next);
          setError(undefined);
        }}
        error={error}
      />
      <FormActions>
        <Button variant="secondary" onClick={send} busy={upload.isPending} busyLabel="Uploading...">
          Upload document
        </Button>
      </FormActions>
    </div>
  );
}
