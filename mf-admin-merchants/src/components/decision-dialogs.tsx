// The confirmations of the requests view (docs/product/screens.md, "Merchants Mgt"): "Confirm Approval" (Cancel,
// Approve) and "Confirm Rejection" with the required "Rejection Reason *"; and the confirmation of a bulk approval.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Button, Dialog, TextArea } from '@oja/shared/ui';
import { REJECTION_REASON_REQUIRED, rejectMerchantSchema, validate } from '@oja/shared/validation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { useDecisions } from '../hooks/use-decisions';
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

export function ApproveDialog({
  open,
  businessName,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  businessName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title="Confirm Approval"
      description={`Approve ${businessName}? The merchant is emailed and can sign in and set up a menu.`}
      size="sm"
      actions={
        <DecisionActions busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
          Approve
        </DecisionActions>
      }
    />
  );
}

export function RejectDialog({
  open,
  businessName,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  businessName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const theme = useOjaTheme();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);

  const submit = () => {
    const result = validate(rejectMerchantSchema, { rejection_reason: reason });
    if (!result.success) {
      // A blank or whitespace-only reason is refused with this toast (docs/product/rules.md, "Other rules"), and the
      // same words under the field, where the admin is looking; the focus goes back to it.
      const message = result.errors.rejection_reason?.[0] ?? REJECTION_REASON_REQUIRED;
      toast.error(message);
      setError(message);
      field.current?.focus();
      return;
    }
    onConfirm(result.output.rejection_reason);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title="Confirm Rejection"
      description={`Tell ${businessName} why the application is rejected. The reason is emailed to the merchant.`}
      onSubmit={submit}
      actions={
        <DecisionActions busy={busy} onCancel={onCancel} variant="danger" busyLabel="Rejecting...">
          Reject
        </DecisionActions>
      }
    >
      <TextArea
        label="Rejection Reason"
        required
        name="rejection_reason"
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
