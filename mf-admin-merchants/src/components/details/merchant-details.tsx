// One merchant's details, in the requests view and in Merchants Mgt alike: logo, business name, status, contact name,
// business type, created date, contact info (email, phone with the +234 rule, address), bank account (number
// masked), pick-up points, documents with Open Document, the status history, and the actions that fit the status:
// Approve and Reject for a request, Suspend for an approved merchant, Reinstate for a suspended one, none for a
// rejected one (resubmitting is the merchant's move).
import { css } from '@emotion/react';
import type { Merchant, MerchantDocument, PickupLocation } from '@oja/shared/api';
import { formatDate, formatPhone, maskAccountNumber } from '@oja/shared/format';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import {
  Alert,
  ArrowLeftIcon,
  Badge,
  Button,
  buttonStyles,
  DocumentLink,
  formatFileSize,
  IconButton,
  Skeleton,
} from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { adminApi } from '../../data/calls';
import {
  businessNameOf,
  businessTypeOf,
  contactNameOf,
  emailOf,
  isResubmission,
  logoOf,
  phoneOf,
} from '../../lib/merchant-fields';
import { DocumentIcon, ExternalIcon, MailIcon, PhoneIcon, PinIcon } from '../icons';
import { MerchantLogo } from '../merchant-logo';
import { outlined, wrappingRow } from '../row-styles';
import { StatusHistory } from './status-history';

const DOCUMENT_LABELS: Record<string, string> = { business_id: 'Business ID' };

/** A merchant's status as a badge, here and in the main view's list. */
export const STATUS_BADGES = {
  pending: { tone: 'warning', label: 'Pending review' },
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
  suspended: { tone: 'danger', label: 'Suspended' },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <section css={css({ borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space[4] })}>
      <h3
        css={css({
          ...theme.text.label,
          // "Documents" and the other titles read as written, not in capitals.
          color: theme.colors.textMuted,
          margin: 0,
          marginBottom: theme.space[3],
        })}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div>
      <dt
        css={css({
          ...theme.text.caption,
          color: theme.colors.textMuted,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space[2],
        })}
      >
        {icon}
        {label}
      </dt>
      <dd css={css({ margin: 0, marginTop: theme.space[0.5], paddingLeft: 26, overflowWrap: 'anywhere' })}>
        {children}
      </dd>
    </div>
  );
}

function DocumentRow({ document }: { document: MerchantDocument }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const nameId = `document-${document.id}`;
  return (
    <li css={[wrappingRow(space[3]), outlined(theme), css({ padding: space[3] })]}>
      <span css={css({ color: colors.primaryText })}>
        <DocumentIcon />
      </span>
      <span id={nameId} css={css({ flex: 1, minWidth: 140 })}>
        <span css={css({ display: 'block', fontWeight: theme.fontWeights.medium })}>
          {DOCUMENT_LABELS[document.document_type] ?? document.document_type}
        </span>
        <span css={css({ display: 'block', ...theme.text.caption, color: colors.textMuted, overflowWrap: 'anywhere' })}>
          {document.original_name} · {formatFileSize(document.size)}
        </span>
      </span>
      {/* A new tab opens the document through a link signed at the press (the page's own may have expired). */}
      <DocumentLink
        href={document.file_path}
        freshLink={async () => (await adminApi.documentLink({ id: document.id })).url}
        // Named "Open Document", the product's label; the document and the new tab are its description.
        aria-describedby={`${nameId} ${nameId}-new-tab`}
        css={[
          buttonStyles(theme, { variant: 'secondary', size: 'sm' }),
          css({ textDecoration: 'none', gap: space[1.5] }),
        ]}
      >
        Open Document
        <ExternalIcon />
      </DocumentLink>
      <span id={`${nameId}-new-tab`} hidden>
        Opens in a new tab
      </span>
    </li>
  );
}

/** What an admin can do to a merchant; which ones are offered depends on its status. */
export type MerchantAction = 'approve' | 'reject' | 'suspend' | 'reinstate' | 'accept-bank' | 'decline-bank';

export interface MerchantDetailsProps {
  merchant: Merchant;
  /** The details call failed and this is the list row: no documents to show. */
  fromListOnly: boolean;
  /** The details are being (re)loaded. */
  loadingDocuments: boolean;
  backLabel: string;
  onBack: () => void;
  onAction: (action: MerchantAction, merchant: Merchant) => void;
  readOnly?: boolean;
}

export function MerchantDetails({
  merchant,
  fromListOnly,
  loadingDocuments,
  backLabel,
  onBack,
  onAction,
  readOnly = false,
}: MerchantDetailsProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const name = businessNameOf(merchant);
  const status = STATUS_BADGES[merchant.verification_status] ?? STATUS_BADGES.pending;
  const pending = merchant.verification_status === 'pending';
  const documents = merchant.documents ?? [];

  return (
    <article aria-labelledby="merchant-name" css={css({ display: 'grid', gap: space[5], minWidth: 0 })}>
      <div css={css({ display: 'flex', alignItems: 'center', gap: space[2], marginLeft: `-${space[2]}` })}>
        <IconButton label={backLabel} icon={<ArrowLeftIcon />} onClick={onBack} />
        <span css={css({ ...theme.text.bodySm, color: colors.textMuted })}>
          {pending ? 'Request details' : 'Merchant details'}
        </span>
      </div>
      <header css={css({ display: 'flex', gap: space[4], alignItems: 'center', flexWrap: 'wrap' })}>
        <MerchantLogo name={name} src={logoOf(merchant)} size={72} />
        <div css={css({ flex: 1, minWidth: 180 })}>
          <h2 id="merchant-name" css={css({ ...theme.text.h2, margin: 0, overflowWrap: 'anywhere' })}>
            {name}
          </h2>
          <div
            css={css({ display: 'flex', gap: space[2], alignItems: 'center', flexWrap: 'wrap', marginTop: space[1] })}
          >
            <Badge tone={status.tone} dot>
              {status.label}
            </Badge>
          </div>
        </div>
      </header>
      <StandingNote merchant={merchant} />
      <dl
        css={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          gap: space[4],
          margin: 0,
          '& dt': { ...theme.text.caption, color: colors.textMuted },
          '& dd': { margin: 0, fontWeight: theme.fontWeights.medium },
        })}
      >
        <div>
          <dt>Contact name</dt>
          <dd>{contactNameOf(merchant) || '–'}</dd>
        </div>
        <div>
          <dt>Business type</dt>
          <dd>{businessTypeOf(merchant) || '–'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={merchant.created_at}>{formatDate(merchant.created_at)}</time>
          </dd>
        </div>
      </dl>
      <ContactSection merchant={merchant} />
      {merchant.bank_account && (
        <Section title="Bank account">
          <p css={css({ margin: 0 })}>
            <strong>{merchant.bank_account.account_name}</strong>
            <br />
            <span css={css({ color: colors.textSecondary })}>
              {merchant.bank_account.bank_name} · {maskAccountNumber(merchant.bank_account.account_number)}
            </span>
          </p>
          {merchant.pending_bank_account && (
            <PendingBankAccount merchant={merchant} onAction={onAction} disabled={readOnly || fromListOnly} />
          )}
        </Section>
      )}
      {merchant.pickup_locations && <PickupSection locations={merchant.pickup_locations} />}
      <DocumentsSection documents={documents} fromListOnly={fromListOnly} loading={loadingDocuments} />
      <Section title="Status history">
        <StatusHistory merchant={merchant} enabled={!readOnly && !fromListOnly} />
        {(readOnly || fromListOnly) && (
          <p css={css({ margin: 0, color: colors.textMuted })}>The history could not be loaded.</p>
        )}
      </Section>
      <Actions merchant={merchant} onBack={onBack} onAction={onAction} disabled={readOnly} />
    </article>
  );
}

/**
 * Where a decided merchant stands and why: the rejection or suspension, with its reason; for a request sent again
 * after a rejection, that rejection's reason, so the review starts from what was wrong.
 */
function StandingNote({ merchant }: { merchant: Merchant }) {
  const on = (at: string | null | undefined) => (at ? ` on ${formatDate(at)}` : '');
  switch (merchant.verification_status) {
    case 'pending':
      return isResubmission(merchant) ? (
        <Alert tone="info">Resubmitted after a rejection. The reason given then: {merchant.rejection_reason}</Alert>
      ) : null;
    case 'rejected':
      return (
        <Alert tone="warning">
          Rejected{on(merchant.reviewed_at)}.{merchant.rejection_reason ? ` Reason: ${merchant.rejection_reason}` : ''}
        </Alert>
      );
    case 'suspended':
      return (
        <Alert tone="error">
          Suspended{on(merchant.suspended_at)}.
          {merchant.suspension_reason ? ` Reason: ${merchant.suspension_reason}` : ''}
        </Alert>
      );
    default:
      return null;
  }
}

function PickupSection({ locations }: { locations: readonly PickupLocation[] }) {
  const theme = useOjaTheme();
  return (
    <Section title="Pick-up points">
      {locations.length === 0 ? (
        <p css={css({ margin: 0, color: theme.colors.textMuted })}>No pick-up points.</p>
      ) : (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}>
          {locations.map((location) => (
            <li key={location.id} css={css({ display: 'flex', gap: theme.space[2], alignItems: 'baseline' })}>
              <span css={css({ color: theme.colors.primaryText, flex: 'none' })}>
                <PinIcon />
              </span>
              <span css={css({ overflowWrap: 'anywhere' })}>
                {location.label && <strong>{location.label}: </strong>}
                {location.address}{' '}
                {location.is_default && (
                  <Badge tone="success" css={css({ marginLeft: theme.space[1] })}>
                    Default
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ContactSection({ merchant }: { merchant: Merchant }) {
  const theme = useOjaTheme();
  const link = css({ color: theme.colors.primaryText, '&:focus-visible': focusRing(theme) });
  const phone = formatPhone(phoneOf(merchant));
  const email = emailOf(merchant);
  return (
    <Section title="Contact info">
      <dl css={css({ display: 'grid', gap: theme.space[3], margin: 0 })}>
        <ContactLine icon={<MailIcon />} label="Email">
          {email ? (
            <a href={`mailto:${email}`} css={link}>
              {email}
            </a>
          ) : (
            '–'
          )}
        </ContactLine>
        <ContactLine icon={<PhoneIcon />} label="Phone">
          {phone ? (
            <a href={`tel:${phone}`} css={link}>
              {phone}
            </a>
          ) : (
            '–'
          )}
        </ContactLine>
        <ContactLine icon={<PinIcon />} label="Address">
          {merchant.pickup_address || '–'}
        </ContactLine>
      </dl>
    </Section>
  );
}

function DocumentsSection({
  documents,
  fromListOnly,
  loading,
}: {
  documents: readonly MerchantDocument[];
  fromListOnly: boolean;
  loading: boolean;
}) {
  const theme = useOjaTheme();
  let content: ReactNode;
  if (fromListOnly) {
    content = <Alert tone="warning">The documents could not be loaded. Go back and open this request again.</Alert>;
  } else if (loading && documents.length === 0) {
    content = <Skeleton width="100%" height="64px" radius="md" />;
  } else if (documents.length === 0) {
    // Registration lets a merchant move on without its ID (the product gives the ID no rule): say so plainly. Its
    // only document is the business ID, so no document means no ID.
    content = (
      <Alert tone="warning" title="No ID document yet">
        The merchant is asked for it when it signs in, and can upload it there. Its business cannot be checked without
        one.
      </Alert>
    );
  } else {
    content = (
      <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}>
        {documents.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </ul>
    );
  }
  return <Section title="Documents">{content}</Section>;
}

/**
 * An approved merchant's new bank account, waiting for review: payouts stay on the account above until it is
 * accepted here (docs/product/server-rules.md, "Changes after approval").
 */
function PendingBankAccount({
  merchant,
  onAction,
  disabled,
}: {
  merchant: Merchant;
  onAction: MerchantDetailsProps['onAction'];
  disabled: boolean;
}) {
  const theme = useOjaTheme();
  const account = merchant.pending_bank_account;
  if (!account) return null;
  return (
    <div css={css({ marginTop: theme.space[3] })}>
      <Alert
        tone="warning"
        title="New bank account waiting for your review"
        action={
          <div css={css({ display: 'flex', gap: theme.space[2], flexWrap: 'wrap', marginTop: theme.space[2] })}>
            <Button size="sm" onClick={() => onAction('accept-bank', merchant)} disabled={disabled}>
              Accept new account
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction('decline-bank', merchant)}
              disabled={disabled}
            >
              Decline
            </Button>
          </div>
        }
      >
        <strong>{account.account_name}</strong>, {account.bank_name} · {maskAccountNumber(account.account_number)},
        asked for on <time dateTime={account.requested_at}>{formatDate(account.requested_at)}</time>. Payouts keep going
        to the account above until you accept it.
      </Alert>
    </div>
  );
}

/** Back, and the actions that fit the merchant's status (all off for a merchant's read-only view). */
function Actions({
  merchant,
  onBack,
  onAction,
  disabled,
}: {
  merchant: Merchant;
  onBack: () => void;
  onAction: MerchantDetailsProps['onAction'];
  disabled: boolean;
}) {
  const theme = useOjaTheme();
  const act = (action: MerchantAction) => () => onAction(action, merchant);
  const status = merchant.verification_status;
  return (
    <footer
      css={[
        wrappingRow(theme.space[3]),
        css({
          borderTop: `1px solid ${theme.colors.border}`,
          paddingTop: theme.space[4],
          '& > button': { flex: '1 1 auto', [theme.media.sm]: { flex: '0 0 auto' } },
        }),
      ]}
    >
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
      <span css={css({ flex: 1, display: 'none', [theme.media.sm]: { display: 'block' } })} />
      {status === 'pending' && (
        <>
          <Button variant="danger" onClick={act('reject')} disabled={disabled}>
            Reject
          </Button>
          <Button onClick={act('approve')} disabled={disabled}>
            Approve
          </Button>
        </>
      )}
      {status === 'approved' && (
        <Button variant="danger" onClick={act('suspend')} disabled={disabled}>
          Suspend
        </Button>
      )}
      {status === 'suspended' && (
        <Button onClick={act('reinstate')} disabled={disabled}>
          Reinstate
        </Button>
      )}
      {status === 'rejected' && (
        <span css={css({ color: theme.colors.textMuted })}>Waiting for the merchant to resubmit</span>
      )}
    </footer>
  );
}
