// A list that could not be loaded: the spec's message where the list would be, and a way to try again.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { useState } from 'react';
import { RetryIcon } from './icons';

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => Promise<void> }) {
  const theme = useOjaTheme();
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space[3],
        padding: theme.space[4],
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.error.border}`,
        backgroundColor: theme.colors.error.bg,
        color: theme.colors.error.fg,
      })}
    >
      <p css={css({ ...theme.text.bodySm, fontWeight: theme.fontWeights.semibold, margin: 0 })}>{message}</p>
      <Button
        variant="secondary"
        busy={busy}
        leadingIcon={<RetryIcon size={16} />}
        onClick={async () => {
          setBusy(true);
          try {
            await onRetry();
          } finally {
            setBusy(false);
          }
        }}
      >
        Try again
      </Button>
    </div>
  );
}

/** The spec's loading texts ("Loading categories..."), announced politely. */
export function LoadingText({ children }: { children: string }) {
  const theme = useOjaTheme();
  return (
    <p
      role="status"
      css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: 0, padding: theme.space[4] })}
    >
      {children}
    </p>
  );
}
