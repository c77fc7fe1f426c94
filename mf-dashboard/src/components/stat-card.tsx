// One stat card: what it counts, the figure, and the placeholder change beside it.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { VisuallyHidden } from '@oja/shared/ui';
import { useId } from 'react';
import type { StatFigure } from '../data/merchant-figures';
import { ArrowDownIcon, ArrowUpIcon, StatGlyph } from './icons';

/** The change as people read it, and as a screen reader says it: "Up 4% from last week". */
export function describeChange(figure: Pick<StatFigure, 'change' | 'trend'>): string {
  return `${figure.trend === 'up' ? 'Up' : 'Down'} ${Math.abs(figure.change)}% from last week`;
}

export function StatCard({ figure }: { figure: StatFigure }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const tone = figure.good ? colors.success : colors.error;
  const Arrow = figure.trend === 'up' ? ArrowUpIcon : ArrowDownIcon;
  const labelId = useId();
  return (
    <article
      aria-labelledby={labelId}
      css={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"label icon" "value icon" "change change"',
        // The label row takes the slack, so the figures of a row of cards line up even when a label wraps.
        gridTemplateRows: 'minmax(0, 1fr) auto auto',
        gap: `${space[1]} ${space[3]}`,
        padding: space[4],
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.xs,
        minWidth: 0,
        [theme.media.md]: { padding: space[5] },
      })}
    >
      <span
        css={css({
          gridArea: 'icon',
          alignSelf: 'start',
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: theme.radii.md,
          background: colors.primarySoft,
          color: colors.primaryText,
        })}
      >
        <StatGlyph name={figure.icon} size={20} />
      </span>
      <h3
        id={labelId}
        css={css({ gridArea: 'label', alignSelf: 'start', margin: 0, ...theme.text.label, color: colors.textMuted })}
      >
        {figure.label}
      </h3>
      <p
        css={css({
          gridArea: 'value',
          margin: 0,
          ...theme.text.h2,
          ...theme.text.numeric,
          color: colors.text,
          [theme.media.md]: { fontSize: theme.fontSizes['3xl'] },
        })}
      >
        {figure.value}
      </p>
      <p
        css={css({
          gridArea: 'change',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: space[1.5],
          margin: `${space[2]} 0 0`,
          ...theme.text.caption,
          color: colors.textMuted,
        })}
      >
        <span
          css={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 2,
            padding: `2px ${space[1.5]}`,
            borderRadius: theme.radii.pill,
            background: tone.bg,
            color: tone.fg,
            fontWeight: theme.fontWeights.semibold,
          })}
        >
          <Arrow size={12} />
          <span aria-hidden="true">{figure.change}%</span>
        </span>
        <span aria-hidden="true">vs last week</span>
        <VisuallyHidden>{describeChange(figure)}</VisuallyHidden>
      </p>
    </article>
  );
}
