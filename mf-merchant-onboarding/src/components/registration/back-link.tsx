// "Back" from step 2 to step 1: reads as a link, acts as a button (it changes the step, not the address).
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { ChevronLeftIcon } from '@oja/shared/ui';

export function BackLink({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const theme = useOjaTheme();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space[1.5],
        minHeight: theme.controlHeights.touch,
        padding: `0 ${theme.space[2]}`,
        marginLeft: `-${theme.space[2]}`,
        marginBottom: theme.space[2],
        border: 0,
        borderRadius: theme.radii.sm,
        background: 'transparent',
        color: theme.colors.primaryText,
        font: 'inherit',
        fontWeight: theme.fontWeights.semibold,
        cursor: 'pointer',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': focusRing(theme),
        '&:disabled': { color: theme.colors.textDisabled, cursor: 'not-allowed' },
      })}
    >
      <ChevronLeftIcon size={18} strokeWidth={2.2} />
      Back
    </button>
  );
}
