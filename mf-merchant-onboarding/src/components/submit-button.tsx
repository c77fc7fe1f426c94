// A form's main button at its end: the whole width on a phone, its own width (at least `minWidth`) from 576 px.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';

export function SubmitButton({
  busy,
  busyLabel,
  minWidth = 220,
  marginTop,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  minWidth?: number;
  marginTop?: string;
  children: string;
}) {
  const theme = useOjaTheme();
  return (
    <div css={css({ marginTop, display: 'flex', justifyContent: 'flex-end' })}>
      <Button
        type="submit"
        size="lg"
        busy={busy}
        busyLabel={busyLabel}
        css={css({ width: '100%', [theme.media.sm]: { width: 'auto', minWidth } })}
      >
        {children}
      </Button>
    </div>
  );
}
