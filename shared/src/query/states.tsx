// What a screen shows while its server state is not (yet) there: a loading line, a failure with a way to try
// again, and an empty list's message. One look for every remote, built on the ui primitives.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, Button } from '@oja/shared/ui';
import { type ReactNode, useState } from 'react';

export type ListStatus = 'loading' | 'error' | 'ready';

/**
 * Where a query stands for a screen that keeps what it has: rows already shown stay after a refresh fails (that
 * failure is said otherwise, in a toast), so it is `ready` as soon as there is data.
 */
export function statusOf(query: { data: unknown; isError: boolean }): ListStatus {
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}

/** A loading text ("Loading categories..."), read out politely. */
export function LoadingState({ children }: { children: ReactNode }) {
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

export interface ErrorStateProps {
  /** What failed, in the screen's words ("Failed to load categories"). */
  message: ReactNode;
  /** Asks again; the button is busy until the promise settles. No button without it. */
  onRetry?: (() => unknown) | undefined;
  retryLabel?: string;
  /** More words under the message. */
  children?: ReactNode;
}

/** A failure where the content would be, with a way to try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Try again', children }: ErrorStateProps) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      tone="error"
      title={children ? message : undefined}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" busy={busy} onClick={() => void retry()}>
            {retryLabel}
          </Button>
        )
      }
    >
      {children ?? message}
    </Alert>
  );
}

/** An empty list's message ("No products found. Create your first product!"). */
export function EmptyMessage({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  return <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: 0 })}>{children}</p>;
}
