// One figure on a dashboard: what it counts, the figure, and optionally an icon and its change since the last
// period ("Up 4% from last week"), named by its label for screen readers.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { type ReactNode, useId } from 'react';
import { cardStyles } from './card';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

export interface StatChange {
  /** A whole percent; its sign is the trend's. */
  percent: number;
  trend: 'up' | 'down';
  /** Whether the trend is good news (a rise in cancellations is not): green, else red. */
  good: boolean;
}

/** The change as people read it, and as a screen reader says it: "Up 4% from last week", "No change from last week". */
export function describeChange(change: Pick<StatChange, 'percent' | 'trend'>): string {
  if (change.percent === 0) return 'No change from last week';
  return `${change.trend === 'up' ? 'Up' : 'Down'} ${Math.abs(change.percent)}% from last week`;
}

export interface StatCardProps {
  label: string;
  /** The figure: a number (shown with thousands separators) or text ("N0"); null when it is not available (a
   * dash); 'loading' while it is on its way (a placeholder of its size). */
  value: ReactNode | 'loading';
  icon?: ReactNode;
  change?: StatChange;
  /** The label's element: a heading where the cards are a section's own content. */
  labelAs?: 'h2' | 'h3' | 'p';
  /** A mark under the label, outside it: `<SampleBadge />` on a placeholder figure. */
  badge?: ReactNode;
}

/** The figure as it is drawn, where it is text: its length sets how small a long one is drawn. */
function figureText(value: StatCardProps['value']): string | undefined {
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return typeof value === 'string' && value !== 'loading' ? value : undefined;
}

// About how wide one character of a figure is, in ems, a little over (bold tabular digits, the symbol, separators).
const FIGURE_CHAR_EM = 0.66;

/** The figure's size: `size`, or smaller where the card is too narrow for `text` on one line. A figure is never
 * broken across lines ("N2,605" over ",405"): it shrinks with its card (the card is a size container). */
function fittedSize(size: string, text: string | undefined): string {
  if (!text) return size;
  return `min(${size}, ${(100 / (FIGURE_CHAR_EM * text.length)).toFixed(1)}cqi)`;
}

function Figure({ value }: { value: StatCardProps['value'] }) {
  if (value === 'loading') return <Skeleton width="3ch" height="1.2em" />;
  if (value === null || value === undefined) return <span title="Not available">–</span>;
  return figureText(value) ?? value;
}

function Change({ change }: { change: StatChange }) {
  const theme = useOjaTheme();
  const steady = change.percent === 0;
  // No change is neither good nor bad news: no arrow, no colour.
  const tone = steady ? theme.colors.neutral : change.good ? theme.colors.success : theme.colors.error;
  const Arrow = steady ? null : change.trend === 'up' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <p
      css={css({
        gridArea: 'change',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space[1.5],
        margin: `${theme.space[2]} 0 0`,
        ...theme.text.caption,
        color: theme.colors.textMuted,
      })}
    >
      <span
        css={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 2,
          padding: `2px ${theme.space[1.5]}`,
          borderRadius: theme.radii.pill,
          background: tone.bg,
          color: tone.fg,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {Arrow && <Arrow size={12} />}
        <span aria-hidden="true">{change.percent}%</span>
      </span>
      <span aria-hidden="true">vs last week</span>
      <VisuallyHidden>{describeChange(change)}</VisuallyHidden>
    </p>
  );
}

export function StatCard({ label, value, icon, change, labelAs: Label = 'p', badge }: StatCardProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const labelId = useId();
  const text = figureText(value);
  return (
    <article
      aria-labelledby={labelId}
      css={[
        cardStyles(theme),
        css({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gridTemplateAreas: '"label icon" "value value" "change change"',
          containerType: 'inline-size',
          // The label row takes the slack, so the figures of a row of cards line up even when a label wraps.
          gridTemplateRows: 'minmax(0, 1fr) auto auto',
          gap: `${space[1]} ${space[3]}`,
          [theme.media.md]: { padding: space[5] },
        }),
      ]}
    >
      {icon && (
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
          {icon}
        </span>
      )}
      <div css={css({ gridArea: 'label', alignSelf: 'start', display: 'grid', justifyItems: 'start', gap: space[1] })}>
        <Label id={labelId} css={css({ margin: 0, ...theme.text.label, color: colors.textMuted })}>
          {label}
        </Label>
        {badge}
      </div>
      <p
        css={css({
          gridArea: 'value',
          margin: 0,
          minHeight: '1.3em',
          ...theme.text.h2,
          ...theme.text.numeric,
          fontSize: fittedSize(theme.text.h2.fontSize, text),
          whiteSpace: text ? 'nowrap' : undefined,
          color: colors.text,
          [theme.media.md]: { fontSize: fittedSize(theme.fontSizes['3xl'], text) },
        })}
      >
        <Figure value={value} />
      </p>
      {change && <Change change={change} />}
    </article>
  );
}
