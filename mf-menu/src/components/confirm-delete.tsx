// Deleting from an edit form, behind a confirmation (`@oja/shared/ui` Dialog). A refusal from the server (a
// category that still has products) is shown inside the dialog as well as in the toast.
import { css } from '@emotion/react';
import { handleApiError } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, Button, Dialog } from '@oja/shared/ui';
import { type ReactNode, useState } from 'react';
import { TrashIcon } from './icons';

export interface ConfirmDeleteProps {
  /** "Delete Category" / "Delete Item": the trigger's words and the dialog's title. */
  label: string;
  /** What will go, in a sentence. */
  description: ReactNode;
  /** Why it cannot go, when that is already known: the dialog then explains instead of offering Delete. */
  blockedReason?: string | null;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

export function ConfirmDelete({ label, description, blockedReason, onConfirm, disabled }: ConfirmDeleteProps) {
  const theme = useOjaTheme();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reason = blockedReason ?? refusal;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setRefusal(null);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      // The toast of every failed call (docs/product/messages.md), and the same words where the person is looking.
      setRefusal(handleApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        disabled={disabled}
        leadingIcon={<TrashIcon size={18} />}
        css={css({ color: theme.colors.danger, [theme.media.sm]: { marginRight: 'auto' } })}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`${label}?`}
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
    </>
  );
}
