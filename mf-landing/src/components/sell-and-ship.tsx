// Sell and ship (item 5 of docs/product/screens.md, "Landing page"): for merchants. The dashboard card is an
// illustration of the merchant dashboard (sample figures, labelled as such for assistive technology), not live data.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { buttonStyles } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { SELL_POINTS } from '../lib/content';
import { SAMPLE_DAY_FIGURES, SAMPLE_ORDERS } from '../samples/merchant-preview';
import { icons } from './icons';
import { PointList } from './point-list';
import { Section, twoColumns } from './section';

const POINT_ICONS = [icons.growth, icons.dashboard, icons.assign];

function DashboardPreview() {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <figure
      aria-label="An example of the merchant dashboard, with sample figures"
      css={css({
        backgroundColor: colors.surface,
        borderRadius: theme.radii.xl,
        boxShadow: theme.shadows.lg,
        padding: space[5],
        border: `1px solid ${colors.border}`,
      })}
    >
      <div css={css({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: space[3] })}>
        {SAMPLE_DAY_FIGURES.map((stat) => (
          <div
            key={stat.label}
            css={css({ backgroundColor: colors.primarySoft, borderRadius: theme.radii.lg, padding: space[4] })}
          >
            <p css={css({ ...theme.text.caption, color: colors.textSecondary })}>{stat.label}</p>
            <p css={css({ ...theme.text.h2, ...theme.text.numeric, color: colors.textStrong, marginTop: space[1] })}>
              {stat.value}
            </p>
          </div>
        ))}
      </div>
      <ul css={css({ listStyle: 'none', padding: 0, marginTop: space[4], display: 'grid', gap: space[2] })}>
        {SAMPLE_ORDERS.map((order) => (
          <li
            key={order.id}
            css={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: space[3],
              padding: `${space[3]} ${space[3]}`,
              borderRadius: theme.radii.md,
              backgroundColor: colors.background,
            })}
          >
            <span css={css({ ...theme.text.bodySm, color: colors.text, minWidth: 0 })}>
              <strong css={css({ color: colors.textMuted, marginRight: space[2] })}>{order.id}</strong>
              {order.item}
            </span>
            <span
              css={css({
                ...theme.text.caption,
                flex: 'none',
                padding: `${space[1]} ${space[2]}`,
                borderRadius: theme.radii.pill,
                backgroundColor: order.status === 'Delivered' ? colors.success.bg : colors.warning.bg,
                color: order.status === 'Delivered' ? colors.success.fg : colors.warning.fg,
              })}
            >
              {order.status}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function SellAndShip() {
  const theme = useOjaTheme();
  const { space } = theme;
  return (
    <Section
      id="sell-and-ship"
      tone="soft"
      eyebrow="For merchants"
      title="Sell more. We handle the delivery."
      intro="Put your restaurant, store or pharmacy on Oja and reach customers across your city."
      focusable
    >
      <div css={twoColumns(theme)}>
        <div>
          <PointList points={SELL_POINTS.map((point, index) => ({ ...point, icon: POINT_ICONS[index] }))} />
          <Link
            to="/merchant/register"
            css={[
              buttonStyles(theme, { variant: 'primary', size: 'lg' }),
              css({ marginTop: space[8], textDecoration: 'none' }),
            ]}
          >
            Sign up as a merchant
          </Link>
        </div>
        <DashboardPreview />
      </div>
    </Section>
  );
}
