import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { useState } from 'react';
import { initialsOf } from '../lib/merchant-fields';

export interface MerchantLogoProps {
  name: string;
  src: string | null;
  size?: number;
  /** Background of the initials when there is no logo. */
  colour?: string;
}

/**
 * A merchant's logo in a fixed square (no layout shift while it loads), or its initials when it has none or the
 * image fails. Decorative: the business name always stands next to it.
 */
export function MerchantLogo({ name, src, size = 40, colour }: MerchantLogoProps) {
  const theme = useOjaTheme();
  const [failed, setFailed] = useState(false);
  const box = css({
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: theme.radii.md,
    overflow: 'hidden',
    display: 'grid',
    placeItems: 'center',
  });
  if (src && !failed) {
    return (
      <span css={[box, css({ background: theme.colors.surfaceSunken })]}>
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailed(true)}
          css={css({ width: '100%', height: '100%', objectFit: 'cover' })}
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      css={[
        box,
        css({
          background: colour ?? theme.colors.primarySoft,
          color: colour ? theme.colors.onPrimary : theme.colors.primaryText,
          fontWeight: theme.fontWeights.bold,
          fontSize: Math.max(12, Math.round(size * 0.36)),
        }),
      ]}
    >
      {initialsOf(name)}
    </span>
  );
}
