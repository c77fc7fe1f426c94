// "Delete ...?" behind a Dialog: the server's refusal (the last ID, a point already gone) stays in the dialog as
// well as in the toast, where the merchant is looking.
import { handleApiError } from '@oja/shared/api';
import { Alert, Button, Dialog } from '@oja/shared/ui';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDialog({ open, onClose, title, description, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
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
      description={refusal ? undefined : description}
      size="sm"
      actions={
        refusal ? (
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
      {refusal && <Alert tone="error">{refusal}</Alert>}
    </Dialog>
  );
}
