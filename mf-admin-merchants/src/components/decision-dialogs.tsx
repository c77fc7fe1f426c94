// The confirmations of Merchants Mgt (docs/product/screens.md, "Merchants Mgt"): "Confirm Approval" (Cancel,
// Approve) and "Confirm Rejection" with the required "Rejection Reason *", the confirmation of a bulk approval; for
// a merchant already trading, "Confirm Suspension" with the required "Suspension Reason *" and "Confirm
// Reinstatement"; and for its new bank account, "Accept new bank account?" and "Decline new bank account" with a
// required reason.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { maskAccountNumber } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Button, Dialog, TextArea } from '@oja/shared/ui';
import {
  BANK_CHANGE_DECLINE_REASON_REQUIRED,
  declineBankChangeSchema,
  REJECTION_REASON_REQUIRED,
  rejectMerchantSchema,
  SUSPENSION_REASON_REQUIRED,
  suspendMerchantSchema,
  validate,
} from '@oja/shared/validation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { useBankReview } from '../hooks/use-bank-review';
import type { useDecisions } from '../hooks/use-decisions';
import type { useStanding } from '../hooks/use-standing';
import { businessNameOf } from '../lib/merchant-fields';

/** Cancel, then the decision's button (busy while it is sent; Cancel is off meanwhile). */
function DecisionActions({
  busy,
  onCancel,
  onConfirm,
  children,
  busyLabel = 'Approving...',
  variant = 'primary',
}: {
  busy: boolean;
  onCancel: () => void;
  /** Without it the button submits the dialog's form. */
  onConfirm?: () => void;
  children: ReactNode;
  busyLabel?: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        busy={busy}
        busyLabel={busyLabel}
      >
        {children}
      </Button>
    </>
  );
}

/** What every decision's dialog has: its title and text, Cancel, and the decision's button. */
interface DecisionFrame {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  onCancel: () => void;
}

/** The dialog's own props for a decision: it stays open while the decision is sent. */
function frameOf({ open, title, description, busy, onCancel }: DecisionFrame) {
  return { open, title, description, onClose: busy ? () => undefined : onCancel };
}

/** A decision that needs only a yes: the title, what follows, Cancel and the decision's button. */
function ConfirmDialog({ onConfirm, ...frame }: DecisionFrame & { onConfirm: () => void }) {
  const { busy, onCancel, busyLabel, confirmLabel } = frame;
  return (
    <Dialog
      {...frameOf(frame)}
      size="sm"
      actions={
        <DecisionActions busy={busy} onCancel={onCancel} onConfirm={onConfirm} busyLabel={busyLabel}>
          {confirmLabel}
        </DecisionActions>
      }
    />
  );
}

interface DecisionDialogProps {
  open: boolean;
  businessName: string;
  busy: boolean;
  onCancel: () => void;
}

export function ApproveDialog({ businessName, onConfirm, ...props }: DecisionDialogProps & { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      {...props}
      title="Confirm Approval"
      description={`Approve ${businessName}? The merchant is emailed and can sign in and set up a menu.`}
      confirmLabel="Approve"
      onConfirm={onConfirm}
    />
  );
}

export function ReinstateDialog({
  businessName,
  onConfirm,
  ...props
}: DecisionDialogProps & { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      {...props}
      title="Confirm Reinstatement"
      description={`Reinstate ${businessName}? The merchant is emailed and can sign in to its dashboard again.`}
      confirmLabel="Reinstate"
      busyLabel="Reinstating..."
      onConfirm={onConfirm}
    />
  );
}

/** The reason checked by the API's own schema: the trimmed reason, or the message to show. */
type ReasonCheck = (reason: string) => { reason: string } | { error: string };

const checkRejection: ReasonCheck = (reason) => {
  const result = validate(rejectMerchantSchema, { rejection_reason: reason });
  if (result.success) return { reason: result.output.rejection_reason };
  return { error: result.errors.rejection_reason?.[0] ?? REJECTION_REASON_REQUIRED };
};

const checkBankDecline: ReasonCheck = (reason) => {
  const result = validate(declineBankChangeSchema, { reason });
  if (result.success) return { reason: result.output.reason };
  return { error: result.errors.reason?.[0] ?? BANK_CHANGE_DECLINE_REASON_REQUIRED };
};

const checkSuspension: ReasonCheck = (reason) => {
  const result = validate(suspendMerchantSchema, { suspension_reason: reason });
  if (result.success) return { reason: result.output.suspension_reason };
  return { error: result.errors.suspension_reason?.[0] ?? SUSPENSION_REASON_REQUIRED };
};

/** A decision that needs a reason, required, at most 1000 characters; its error shows under the field. */
function ReasonDialog({
  onConfirm,
  label,
  name,
  check,
  toastInvalid = false,
  serverError,
  ...frame
}: DecisionFrame & {
  onConfirm: (reason: string) => void;
  label: string;
  name: string;
  check: ReasonCheck;
  /** The reason refused by the form is also raised as a toast (the rejection's rule). */
  toastInvalid?: boolean;
  /** The server's refusal of the reason (422), shown under the field. */
  serverError?: string;
}) {
  const { open, busy, onCancel, busyLabel, confirmLabel } = frame;
  const theme = useOjaTheme();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);
  useEffect(() => {
    if (serverError === undefined) return;
    setError(serverError);
    field.current?.focus();
  }, [serverError]);

  const submit = () => {
    const result = check(reason);
    if ('error' in result) {
      // The words under the field, where the admin is looking; the focus goes back to it.
      if (toastInvalid) toast.error(result.error);
      setError(result.error);
      field.current?.focus();
      return;
    }
    onConfirm(result.reason);
  };

  return (
    <Dialog
      {...frameOf(frame)}
      onSubmit={submit}
      actions={
        <DecisionActions busy={busy} onCancel={onCancel} variant="danger" busyLabel={busyLabel}>
          {confirmLabel}
        </DecisionActions>
      }
    >
      <TextArea
        label={label}
        required
        // The product writes the asterisk into the label ("Rejection Reason *").
        requiredMark="written"
        name={name}
        ref={field}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        maxLength={1000}
        rows={4}
        hint={`${reason.length}/1000 characters`}
        css={css({ marginBottom: theme.space[2] })}
      />
    </Dialog>
  );
}

export function RejectDialog({
  businessName,
  onConfirm,
  ...props
}: DecisionDialogProps & { onConfirm: (reason: string) => void }) {
  // A blank or whitespace-only reason is refused with a toast too (docs/product/rules.md, "Other rules").
  return (
    <ReasonDialog
      {...props}
      title="Confirm Rejection"
      description={`Tell ${businessName} why the application is rejected. The reason is emailed to the merchant.`}
      label="Rejection Reason"
      name="rejection_reason"
      confirmLabel="Reject"
      busyLabel="Rejecting..."
      check={checkRejection}
      toastInvalid
      onConfirm={onConfirm}
    />
  );
}

export function SuspendDialog({
  businessName,
  onConfirm,
  serverError,
  ...props
}: DecisionDialogProps & { onConfirm: (reason: string) => void; serverError?: string }) {
  return (
    <ReasonDialog
      {...props}
      title="Confirm Suspension"
      description={`Suspend ${businessName}? Its sessions end at once and it cannot sign in until it is reinstated. The reason is emailed to the merchant and shown when it tries to sign in.`}
      label="Suspension Reason"
      name="suspension_reason"
      confirmLabel="Suspend"
      busyLabel="Suspending..."
      check={checkSuspension}
      serverError={serverError}
      onConfirm={onConfirm}
    />
  );
}

export function BulkApproveDialog({
  open,
  names,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  names: readonly string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const theme = useOjaTheme();
  const count = names.length;
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title="Confirm Bulk Approval"
      description={`Approve ${count} ${count === 1 ? 'merchant' : 'merchants'}? Each is emailed and can sign in.`}
      actions={
        <DecisionActions busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
          Approve {count}
        </DecisionActions>
      }
    >
      <ul css={css({ margin: 0, paddingLeft: theme.space[5], display: 'grid', gap: theme.space[1] })}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Dialog>
  );
}

/** The dialog of the decision under way, if any. */
export function DecisionDialogs({
  decisions,
  requests,
}: {
  decisions: ReturnType<typeof useDecisions>;
  requests: readonly Merchant[];
}) {
  const { dialog, busy, close } = decisions;
  return (
    <>
      <ApproveDialog
        open={dialog?.kind === 'approve'}
        businessName={dialog?.kind === 'approve' ? businessNameOf(dialog.merchant) : ''}
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'approve' && void decisions.approve(dialog.merchant)}
      />
      <RejectDialog
        open={dialog?.kind === 'reject'}
        businessName={dialog?.kind === 'reject' ? businessNameOf(dialog.merchant) : ''}
        busy={busy}
        onCancel={close}
        onConfirm={(reason) => dialog?.kind === 'reject' && void decisions.reject(dialog.merchant, reason)}
      />
      <BulkApproveDialog
        open={dialog?.kind === 'bulk'}
        names={dialog?.kind === 'bulk' ? requests.filter(({ id }) => dialog.ids.includes(id)).map(businessNameOf) : []}
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'bulk' && void decisions.bulkApprove(dialog.ids)}
      />
    </>
  );
}

/** The suspension or reinstatement under way, if any. */
export function StandingDialogs({ standing }: { standing: ReturnType<typeof useStanding> }) {
  const shown = standing.dialog;
  return (
    <>
      <SuspendDialog
        open={shown?.kind === 'suspend'}
        businessName={shown ? businessNameOf(shown.merchant) : ''}
        busy={standing.busy}
        serverError={standing.reasonError}
        onCancel={standing.close}
        onConfirm={(reason) => shown && void standing.suspend(shown.merchant, reason)}
      />
      <ReinstateDialog
        open={shown?.kind === 'reinstate'}
        businessName={shown ? businessNameOf(shown.merchant) : ''}
        busy={standing.busy}
        onCancel={standing.close}
        onConfirm={() => shown && void standing.reinstate(shown.merchant)}
      />
    </>
  );
}

/** The new bank account of the merchant in `dialog`, as the dialogs name it: bank and number masked. */
function newAccountOf(merchant: Merchant | undefined): string {
  const account = merchant?.pending_bank_account;
  return account ? `${account.bank_name} ${maskAccountNumber(account.account_number)} (${account.account_name})` : '';
}

/** Accepting or declining an approved merchant's new bank account, if one is under way. */
export function BankReviewDialogs({ bankReview }: { bankReview: ReturnType<typeof useBankReview> }) {
  const shown = bankReview.dialog;
  const name = shown ? businessNameOf(shown.merchant) : '';
  const account = newAccountOf(shown?.merchant);
  return (
    <>
      <ConfirmDialog
        open={shown?.kind === 'accept-bank'}
        title="Accept new bank account?"
        description={`Payouts to ${name} go to ${account} from now on. The merchant is emailed.`}
        confirmLabel="Accept new account"
        busyLabel="Accepting..."
        busy={bankReview.busy}
        onCancel={bankReview.close}
        onConfirm={() => shown && void bankReview.accept(shown.merchant)}
      />
      <ReasonDialog
        open={shown?.kind === 'decline-bank'}
        title="Decline new bank account"
        description={`Payouts to ${name} stay on the account in use. Tell the merchant why ${account} is not accepted; the reason is emailed.`}
        label="Reason"
        name="reason"
        confirmLabel="Decline"
        busyLabel="Declining..."
        check={checkBankDecline}
        serverError={bankReview.reasonError}
        busy={bankReview.busy}
        onCancel={bankReview.close}
        onConfirm={(reason) => shown && void bankReview.decline(shown.merchant, reason)}
      />
    </>
  );
}
