// The few line icons of this remote (24 px grid, 2 px stroke, like the shared ones). Decorative: aria-hidden,
// the text beside each carries the meaning.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Icon, type IconProps } from '@oja/shared/ui';

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

/** The clock in its green ring, above a "being reviewed" heading (registration's step 3, the resubmitted area). */
export function ClockMark() {
  const theme = useOjaTheme();
  return (
    <div
      aria-hidden="true"
      css={css({
        width: 72,
        height: 72,
        margin: '0 auto',
        borderRadius: theme.radii.pill,
        display: 'grid',
        placeItems: 'center',
        backgroundColor: theme.colors.primarySoft,
        color: theme.colors.primary,
        boxShadow: `0 0 0 8px ${theme.palette.green50}80`,
      })}
    >
      <ClockIcon size={36} strokeWidth={2.2} />
    </div>
  );
}
