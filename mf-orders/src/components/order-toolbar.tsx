// Above the queue: whether the page is live (and a clear notice when it is not), the sound switch (remembered on
// this device) and the store's "Pause new orders" switch.
import { css } from '@emotion/react';
import { PauseOrdersSwitch, Switch } from '@oja/shared/availability';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert } from '@oja/shared/ui';
import { useSetAcceptingOrders, useStore } from '../data/orders';
import { useChimeLocked } from '../hooks/use-new-order-alert';
import type { StreamStatus } from '../lib/order-stream';
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

/** "Pause new orders", with the store's state now. */
export function PauseSwitch() {
  const store = useStore();
  const update = useSetAcceptingOrders();
  if (!store.data) return null;
  return (
    <PauseOrdersSwitch
      acceptingOrders={store.data.accepting_orders}
      open={store.data.open}
      onChange={update.mutateAsync}
    />
  );
}

/** "Sound for new orders", and while the browser still holds the sound back, how to let it play. */
export function SoundSwitch({ soundOn, onToggle }: { soundOn: boolean; onToggle: () => void }) {
  const theme = useOjaTheme();
  const locked = useChimeLocked();
  return (
    <div css={css({ display: 'grid', gap: theme.space[1] })}>
      <Switch
        label="Sound for new orders"
        checked={soundOn}
        onChange={onToggle}
        description={soundOn ? 'A chime plays for each new order' : 'Muted on this device'}
      />
      {/* Always there, so the words are announced when they appear; they go after a tap, when a move is expected. */}
      <p
        role="status"
        css={css({
          margin: 0,
          ...theme.text.caption,
          color: theme.colors.warning.fg,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {soundOn && locked ? SOUND_LOCKED_TEXT : ''}
      </p>
    </div>
  );
}

export const SOUND_LOCKED_TEXT = 'Tap anywhere to turn on the sound';
