// Above the queue: whether the page is live (and a clear notice when it is not), the sound switch (remembered on
// this device) and the store's "Pause new orders" switch.
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Alert } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import type { StreamStatus } from '../data/order-stream';
import { useSetAcceptingOrders, useStore } from '../data/orders';
import { timeOf } from '../lib/order-text';

export function ConnectionNotice({ status, liveSince }: { status: StreamStatus; liveSince: Date | null }) {
  if (status !== 'offline') return null;
  return (
    <Alert tone="warning" title="You are offline">
      New orders cannot reach this page right now. It keeps trying to reconnect and shows what it missed as soon as it
      is back{liveSince ? ` (last live at ${timeOf(liveSince.toISOString())})` : ''}.
    </Alert>
  );
}

export function LiveMark({ status }: { status: StreamStatus }) {
  const theme = useOjaTheme();
  const live = status === 'live';
  const text = live ? 'Live' : status === 'connecting' ? 'Connecting...' : 'Reconnecting...';
  return (
    <span
      role="status"
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space[2],
        ...theme.text.label,
        color: live ? theme.colors.success.fg : theme.colors.warning.fg,
      })}
    >
      <span
        aria-hidden="true"
        css={css({
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: live ? theme.colors.success.solid : theme.colors.warning.solid,
        })}
      />
      {text}
    </span>
  );
}

/** A switch (a button with `role="switch"`): a big target with its state written beside its name. */
export function Switch({
  label,
  checked,
  onChange,
  busy = false,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  busy?: boolean;
  description?: ReactNode;
}) {
  const theme = useOjaTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onChange(!checked)}
      css={css({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space[3],
        minHeight: 48,
        padding: `${theme.space[2]} ${theme.space[3]}`,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        textAlign: 'left',
        cursor: 'pointer',
        '&:focus-visible': focusRing(theme),
        '&:disabled': { cursor: 'progress', opacity: 0.7 },
      })}
    >
      <span
        aria-hidden="true"
        css={css({
          flexShrink: 0,
          width: 44,
          height: 26,
          borderRadius: theme.radii.pill,
          background: checked ? theme.colors.primary : theme.colors.borderStrong,
          position: 'relative',
          transition: `background ${theme.motion.durations.fast}`,
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 3,
            left: checked ? 21 : 3,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: theme.colors.surface,
            transition: `left ${theme.motion.durations.fast}`,
          },
        })}
      />
      <span css={css({ display: 'grid' })}>
        <span css={css({ ...theme.text.label })}>{label}</span>
        {description && <span css={css({ ...theme.text.caption, color: theme.colors.textMuted })}>{description}</span>}
      </span>
    </button>
  );
}

/** "Pause new orders": while on, customers see the store closed and no new order comes. */
export function PauseSwitch() {
  const store = useStore();
  const update = useSetAcceptingOrders();
  if (!store.data) return null;
  const paused = !store.data.accepting_orders;
  return (
    <Switch
      label="Pause new orders"
      checked={paused}
      busy={update.isPending}
      description={
        paused ? 'Paused: customers see you closed' : store.data.open ? 'Taking orders' : 'Closed now (opening hours)'
      }
      onChange={(pause) =>
        update.mutate(!pause, {
          onSuccess: () => toast.success(pause ? 'New orders paused' : 'Taking new orders again'),
          onError: (error) => toast.error(getErrorMessage(error)),
        })
      }
    />
  );
}

export function SoundSwitch({ soundOn, onToggle }: { soundOn: boolean; onToggle: () => void }) {
  return (
    <Switch
      label="Sound for new orders"
      checked={soundOn}
      onChange={onToggle}
      description={soundOn ? 'A chime plays for each new order' : 'Muted on this device'}
    />
  );
}
