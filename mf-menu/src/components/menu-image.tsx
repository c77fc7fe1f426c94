// A category or item picture at a fixed size (no layout shift while it loads), or a quiet placeholder.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { DishIcon } from './icons';

export interface MenuImageProps {
  src: string | null;
  width: number;
  height: number;
  /** Empty for a picture next to its name (the name already says what it shows). */
  alt?: string;
  radius?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function MenuImage({ src, width, height, alt = '', radius = 'md', className }: MenuImageProps) {
  const theme = useOjaTheme();
  const box = css({
    display: 'block',
    width,
    height,
    flex: 'none',
    borderRadius: theme.radii[radius],
    backgroundColor: theme.colors.surfaceSunken,
    objectFit: 'cover',
  });
  if (src === null) {
    return (
      <span
        className={className}
        aria-hidden="true"
        css={[box, css({ display: 'grid', placeItems: 'center', color: theme.colors.textPlaceholder })]}
      >
        <DishIcon size={Math.round(Math.min(width, height) * 0.4)} strokeWidth={1.6} />
      </span>
    );
  }
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" className={className} css={box} />;
}
