import { css, keyframes } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { Icon } from './icons';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading products..."). */
  label?: string;
  /** Show the label beside the spinner as well. */
  showLabel?: boolean;
  /** Diameter in px. */
  size?: number;
  /**
   * Hide from assistive technology, for a spinner inside a control that already says it is busy
   * (a Button with `busy`).
   */
  decorative?: boolean;
  className?: string;
}

/** A ring with a turning arc, on the icons' frame (its stroke: the current text colour). */
function Circle({ size }: { size: number }) {
  return (
    <Icon size={size} css={css({ animation: `${spin} 0.8s linear infinite`, flexShrink: 0 })}>
      <circle cx="12" cy="12" r="9.5" strokeOpacity="0.22" strokeWidth="3" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" />
    </Icon>
  );
}

/** A loading indicator in the current text colour, announced politely with its label. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 20,
  decorative = false,
  className,
}: SpinnerProps) {
  const theme = useOjaTheme();
  if (decorative) return <Circle size={size} />;
  return (
    <span
      role="status"
      className={className}
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space[2],
        color: theme.colors.primary,
        fontSize: theme.fontSizes.sm,
      })}
    >
      <Circle size={size} />
      <span css={showLabel ? css({ color: theme.colors.textMuted }) : css(visuallyHidden)}>{label}</span>
    </span>
  );
}
