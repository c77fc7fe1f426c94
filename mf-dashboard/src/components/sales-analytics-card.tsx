// Sales Analytics (docs/product/screens.md, "Dashboard"): a line chart of the week's sales with a Weekly period
// button. The figures are static samples; a visually hidden table gives screen readers the same numbers as the line.
import { css } from '@emotion/react';
import { formatPrice } from '@oja/shared/format';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { Button, cardStyles } from '@oja/shared/ui';
import { useMemo, useState } from 'react';
import { chartPalette } from '../lib/charts/chart-palette';
import { bestDay, buildSalesChart, totalSales } from '../lib/charts/sales-chart';
import type { SalesPoint } from '../lib/figures';
import { PERFORMANCE_PERCENT } from '../samples/merchant-figures';
import { ChartFrame } from './charts/chart-frame';
import { CalendarIcon } from './icons';
import { SectionTitle } from './section-title';

export const SALES_CHART_HEIGHT = 260;

export function SalesAnalyticsCard({ points, sample = true }: { points: readonly SalesPoint[]; sample?: boolean }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const option = useMemo(() => buildSalesChart(points, chartPalette(theme)), [points, theme]);
  const [hovered, setHovered] = useState<SalesPoint | null>(null);
  // The chart calls the latest render's callback (chart-canvas.tsx), so a new one each render is fine.
  const onActiveIndex = (index: number | null) => setHovered(points[index ?? -1] ?? null);

  return (
    <section
      aria-labelledby="sales-analytics-title"
      css={[
        cardStyles(theme),
        css({
          display: 'grid',
          gap: space[4],
        }),
      ]}
    >
      <header css={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[3] })}>
        <SectionTitle id="sales-analytics-title" sample={sample}>
          Sales Analytics
        </SectionTitle>
        {/* Weekly is the one period the figures cover, so it is the pressed one and stays so. */}
        <Button
          variant="secondary"
          size="sm"
          aria-pressed="true"
          title="Sales by day, Monday to Sunday"
          leadingIcon={<CalendarIcon size={16} />}
        >
          Weekly
        </Button>
      </header>
      <WeekFigures points={points} />
      {/* The hovered day's figure, in a line of its own height so nothing moves (pointer users' tooltip). */}
      <p
        aria-hidden="true"
        css={css({ margin: 0, minHeight: '1.5em', ...theme.text.bodySm, color: colors.textMuted })}
        data-testid="sales-readout"
      >
        {hovered ? (
          <>
            {hovered.dayName}:{' '}
            <strong css={css({ color: colors.text, ...theme.text.numeric })}>{formatPrice(hovered.amount)}</strong>
          </>
        ) : (
          'Point at or tap a day to see its sales.'
        )}
      </p>
      <ChartFrame name="sales-analytics" option={option} onActiveIndex={onActiveIndex} height={SALES_CHART_HEIGHT}>
        <table css={visuallyHidden}>
          <caption>Sales by day this week, in naira</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{point.dayName}</th>
                <td>{formatPrice(point.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartFrame>
    </section>
  );
}

/** The week at a glance: its total, the placeholder performance, and its best day. */
function WeekFigures({ points }: { points: readonly SalesPoint[] }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const best = bestDay(points);
  return (
    <dl
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${space[2]} ${space[8]}`,
        margin: 0,
        '& dt': { ...theme.text.caption, color: colors.textMuted },
        '& dd': { margin: 0, ...theme.text.h3, ...theme.text.numeric, color: colors.text },
      })}
    >
      <div>
        <dt>This week</dt>
        <dd>{formatPrice(totalSales(points))}</dd>
      </div>
      <div>
        <dt>Performance</dt>
        <dd css={css({ color: `${colors.primaryText} !important` })}>{PERFORMANCE_PERCENT}%</dd>
      </div>
      {best && (
        <div>
          <dt>Best day</dt>
          <dd>{best.dayName}</dd>
        </div>
      )}
    </dl>
  );
}
