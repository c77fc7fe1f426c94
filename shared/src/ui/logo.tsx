// The Oja brand mark, drawn here (no image file to load, crisp at any size): a green location pin carrying a
// parcel sealed with amber tape, and a geometric wordmark whose "j" is dotted with the same amber, a second pin.
import { useOjaTheme } from '@oja/shared/theme';
import type { SVGProps } from 'react';

export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'height' | 'width'> {
  /** `full`: mark and wordmark; `mark`: the pin alone (favicons, collapsed sidebars, app icons). */
  variant?: 'full' | 'mark';
  /** Height in px; the width follows. */
  height?: number;
  /** White pin and wordmark, for green, dark or photo backgrounds. */
  inverse?: boolean;
  /** The accessible name. */
  title?: string;
}

// Both drawings sit on a 40-unit-tall grid: the pin fills 40 x 40, the wordmark 58 x 40 (descender included).
const MARK_WIDTH = 40;
const GAP = 10;
const WORDMARK_WIDTH = 58;

function Mark({ green, amber, paper }: { green: string; amber: string; paper: string }) {
  return (
    <g>
      <path d="M20 39c-1.2 0-15-12.2-15-22.5a15 15 0 0 1 30 0C35 26.8 21.2 39 20 39z" fill={green} />
      {/* The parcel: lid, box, and the amber tape over both. */}
      <rect x="11.5" y="9" width="17" height="5" rx="1.5" fill={paper} />
      <rect x="13" y="15.5" width="14" height="9.5" rx="1.5" fill={paper} />
      <rect x="18" y="9" width="4" height="16" fill={amber} />
    </g>
  );
}

function Wordmark({ ink, amber }: { ink: string; amber: string }) {
  // Strokes 4.5 wide; x-height from 14.75 to the baseline at 32.5, the O from 5.5.
  return (
    <g fill="none" stroke={ink} strokeWidth="4.5" strokeLinecap="round">
      {/* O */}
      <circle cx="13.5" cy="19" r="11.25" />
      {/* j: stem with a descender hook, and the amber dot */}
      <path d="M34 17v15.5a5 5 0 0 1-5 5" />
      <circle cx="34" cy="7.5" r="3.5" fill={amber} stroke="none" />
      {/* a: bowl and stem */}
      <circle cx="49.125" cy="23.625" r="6.625" />
      <path d="M55.75 17v13.25" />
    </g>
  );
}

/** The Oja logo. Named "Oja" for assistive technology; `variant="mark"` for small spaces. */
export function Logo({ variant = 'full', height = 32, inverse = false, title = 'Oja', ...props }: LogoProps) {
  const theme = useOjaTheme();
  const { colors, palette } = theme;
  const viewWidth = variant === 'mark' ? MARK_WIDTH : MARK_WIDTH + GAP + WORDMARK_WIDTH;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${viewWidth} 40`}
      height={height}
      width={(height * viewWidth) / 40}
      focusable="false"
      {...props}
    >
      {/* On dark or green grounds the pin turns white and the parcel green, so the mark never melts into them. */}
      <Mark
        green={inverse ? palette.white : colors.primary}
        amber={colors.accent}
        paper={inverse ? colors.primary : palette.white}
      />
      {variant === 'full' && (
        <g transform={`translate(${MARK_WIDTH + GAP} 0)`}>
          <Wordmark ink={inverse ? palette.white : palette.green900} amber={colors.accent} />
        </g>
      )}
    </svg>
  );
}
