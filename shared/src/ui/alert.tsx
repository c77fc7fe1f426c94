import { css } from '@emotion/react';
import { type FeedbackTone, useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ToneIcon } from './tone-icon';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The same four tones as toasts. */
  tone?: FeedbackTone;
  /** A bold first line. */
  title?: ReactNode;
  /** A button or link on the right ("Retry"). */
  action?: ReactNode;
}

/**
 * An inline message in the flow of the page ("Failed to fetch merchants. Showing static data."). Errors are
 * `role="alert"` (read at once when they appear), the other tones `role="status"` (read when the reader is free).
 * Render it when the message arrives: a live region only speaks about changes.
 */
export function Alert({ tone = 'info', title, action, children, role, ...props }: AlertProps) {
  const theme = useOjaTheme();
  const { space } = theme;
  const colors = theme.colors[tone];
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      css={css({
        // Icon | message | action. On phones the action drops under the message, keeping the message readable.
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: space[3],
        rowGap: space[3],
        alignItems: 'start',
        padding: `${space[3]} ${space[4]}`,
        borderRadius: theme.radii.md,
        border: `1px solid ${colors.border}`,
        backgroundColor: colors.bg,
        color: colors.fg,
        ...theme.text.bodySm,
        [theme.media.sm]: { gridTemplateColumns: action ? 'auto minmax(0, 1fr) auto' : 'auto minmax(0, 1fr)' },
      })}
      {...props}
    >
      <span css={css({ display: 'flex', paddingTop: '1px' })}>
        <ToneIcon tone={tone} />
      </span>
      <div css={css({ paddingTop: '1px' })}>
        {title && <p css={css({ fontWeight: theme.fontWeights.semibold })}>{title}</p>}
        {children && <div css={css({ fontWeight: title ? undefined : theme.fontWeights.medium })}>{children}</div>}
      </div>
      {action && (
        <div
          css={css({
            gridColumn: 2,
            [theme.media.sm]: {
              gridColumn: 3,
              alignSelf: 'center',
              // A small button may be taller than one line of text: let it overhang the padding, not grow the alert.
              marginBlock: `calc(-1 * ${space[1.5]})`,
            },
          })}
        >
          {action}
        </div>
      )}
    </div>
  );
}
