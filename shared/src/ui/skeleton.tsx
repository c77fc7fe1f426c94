import { css, keyframes } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export interface SkeletonProps {
  /** CSS length; a number is px. Defaults to the full width. */
  width?: number | string;
  /** CSS length; a number is px. Give the real content's height, so nothing jumps when it arrives. */
  height: number | string;
  /** Corner radius from the theme; `circle` for avatars. */
  radius?: 'sm' | 'md' | 'lg' | 'pill' | 'circle';
  className?: string;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content still loading. It is hidden from screen readers: mark the region
 * that is loading with `aria-busy="true"` and put a Spinner or text in it for them.
 */
export function Skeleton({ width = '100%', height, radius = 'sm', className }: SkeletonProps) {
  const theme = useOjaTheme();
  const { colors } = theme;
  return (
    <span
      aria-hidden="true"
      className={className}
      css={css({
        display: 'block',
        flexShrink: 0,
        width: length(width),
        height: length(height),
        borderRadius: radius === 'circle' ? '50%' : theme.radii[radius],
        backgroundColor: colors.surfaceSunken,
        backgroundImage: `linear-gradient(90deg, ${colors.surfaceSunken} 0%, ${colors.surfaceHover} 40%, ${colors.background} 50%, ${colors.surfaceHover} 60%, ${colors.surfaceSunken} 100%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.4s ease-in-out infinite`,
      })}
    />
  );
}
