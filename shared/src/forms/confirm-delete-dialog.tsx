// "Delete ...?" behind the shared Dialog: Cancel or Delete, and a refusal (the server's answer, or a reason known
// beforehand) shown inside the dialog, with OK, as well as in the toast: where the person is looking.
import { handleApiError } from '@oja/shared/api';
import { Alert, Button, Dialog } from '@oja/shared/ui';
import { type ReactNode, useState } from 'react';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will go, in a sentence. */
  description: ReactNode;
  /** Why it cannot go, when that is already known: the dialog then explains instead of offering Delete. */
  blockedReason?: string | null;
  /** The deletion; a rejection is shown in the toast (handleApiError) and in the dialog. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDeleteDialog({
  open,
  onClose,
  title,
  description,
  blockedReason,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reason = blockedReason ?? refusal;
  const close = () => {
    if (busy) return;
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setRefusal(null);
      onClose();
    } catch (error) {
      setRefusal(handleApiError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      // Once it is known that it cannot go, "will be removed" would contradict the reason below.
      description={reason ? undefined : description}
      size="sm"
      actions={
        reason ? (
          <Button variant="secondary" onClick={close}>
            OK
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} busy={busy} busyLabel="Deleting...">
              Delete
            </Button>
          </>
        )
      }
    >
      {reason && <Alert tone="error">{reason}</Alert>}
    </Dialog>
  );
}
