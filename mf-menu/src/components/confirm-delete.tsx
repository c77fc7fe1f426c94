// Deleting from an edit form: the trigger, and the shared confirmation (`@oja/shared/forms` ConfirmDeleteDialog),
// which shows a refusal from the server (a category that still has products) inside the dialog as well as in the
// toast.
import { css } from '@emotion/react';
import { ConfirmDeleteDialog } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
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
      <ConfirmDeleteDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${label}?`}
        description={description}
        blockedReason={blockedReason}
        onConfirm={onConfirm}
      />
    </>
  );
}
