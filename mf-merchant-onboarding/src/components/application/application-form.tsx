// The rejected merchant's application: the review team's reason, the business details (registration's fields and
// rules), the documents on file with a new ID beside them, and "Resubmit application".
import { css } from '@emotion/react';
import type { Merchant, MerchantDocument } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, DocumentLink, FilePicker, Select, TextField } from '@oja/shared/ui';
import { merchantApi } from '../../data/calls';
import { type ApplicationValues, useApplicationForm } from '../../hooks/use-application-form';
import { outlined, plainList, spreadRow } from '../list-styles';
import { BUSINESS_TYPE_OPTIONS, PhoneFields, PickupAddress } from '../registration/business-step';
import { StepHeading } from '../step-heading';
import { SubmitButton } from '../submit-button';

function SectionTitle({ children }: { children: string }) {
  const theme = useOjaTheme();
  return (
    <h2
      css={css({
        ...theme.text.label,
        textTransform: 'uppercase',
        letterSpacing: '0.06em',
        color: theme.colors.textMuted,
        margin: `${theme.space[6]} 0 ${theme.space[3]}`,
      })}
    >
      {children}
    </h2>
  );
}

function DocumentsOnFile({ documents }: { documents: MerchantDocument[] }) {
  const theme = useOjaTheme();
  if (documents.length === 0) {
    return (
      <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `0 0 ${theme.space[3]}` })}>
        No document is on file yet.
      </p>
    );
  }
  return (
    <ul aria-label="Documents on file" css={[plainList(theme.space[2]), css({ margin: `0 0 ${theme.space[4]}` })]}>
      {documents.map((document) => (
        <li
          key={document.id}
          css={[
            spreadRow(theme.space[2]),
            outlined(theme),
            css({ padding: `${theme.space[2]} ${theme.space[3]}`, ...theme.text.bodySm }),
          ]}
        >
          <DocumentLink
            href={document.file_path}
            freshLink={async () => (await merchantApi.documentLink({ id: document.id })).url}
            css={css({
              color: theme.colors.primaryText,
              fontWeight: theme.fontWeights.semibold,
              overflowWrap: 'anywhere',
            })}
          >
            {document.original_name}
          </DocumentLink>
          <span css={css({ color: theme.colors.textMuted })}>Sent {formatDate(document.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ApplicationForm({ merchant }: { merchant: Merchant }) {
  const theme = useOjaTheme();
  const { form, idDocument, chooseIdDocument, idError, hasId, submit } = useApplicationForm(merchant);
  const values = form.values as ApplicationValues;
  return (
    <>
      <StepHeading
        title="Update your application"
        subtitle="Correct what our review team asked for, then send your application again."
        focusOnMount
      />
      <Alert tone="error" title="Reason given by our review team">
        {merchant.rejection_reason?.trim() || 'No reason was given.'}
      </Alert>
      <form noValidate aria-label="Your application" onSubmit={submit}>
        <SectionTitle>Your business</SectionTitle>
        <TextField label="Business name" autoComplete="organization" required {...form.field('business_name')} />
        <Select
          label="Business type"
          placeholder="Select business type"
          options={BUSINESS_TYPE_OPTIONS}
          required
          {...form.field('business_type')}
        />
        <PhoneFields field={form.field} />

        <SectionTitle>Pick-up point</SectionTitle>
        <PickupAddress field={form.field} values={values} setValue={form.setValue} onBlur={form.handleBlur} />

        <SectionTitle>ID document</SectionTitle>
        <DocumentsOnFile documents={merchant.documents ?? []} />
        <FilePicker
          kind="document"
          label="New ID document"
          hint={
            hasId
              ? 'Add a clearer or newer CAC certificate or national ID if our team asked for one.'
              : 'CAC certificate or national ID. Your application cannot be reviewed without one.'
          }
          file={idDocument}
          onChange={chooseIdDocument}
          error={idError}
          required={!hasId}
        />

        <SubmitButton busy={form.isSubmitting} busyLabel="Sending..." marginTop={theme.space[6]}>
          Resubmit application
        </SubmitButton>
      </form>
    </>
  );
}
