// A short list of selling points with an icon each (sell-and-ship, rider earnings).
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export function PointList({
  points,
  inverse = false,
}: {
  points: readonly { title: string; body: string; icon: ReactNode }[];
  inverse?: boolean;
}) {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <ul css={css({ listStyle: 'none', padding: 0, display: 'grid', gap: space[5] })}>
      {points.map((point) => (
        <li key={point.title} css={css({ display: 'flex', gap: space[4], alignItems: 'flex-start' })}>
          <span
            css={css({
              flex: 'none',
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              borderRadius: theme.radii.lg,
              backgroundColor: inverse ? 'rgba(255,255,255,0.12)' : colors.primarySoft,
              color: inverse ? colors.accent : colors.primaryText,
            })}
          >
            {point.icon}
          </span>
          <div>
            <h3 css={css({ ...theme.text.h3, color: inverse ? colors.textInverse : colors.textStrong })}>
              {point.title}
            </h3>
            <p
              css={css({
                ...theme.text.body,
                color: inverse ? theme.palette.green50 : colors.textMuted,
                marginTop: space[1],
              })}
            >
              {point.body}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
