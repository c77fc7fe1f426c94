// Rider earnings (item 6 of docs/product/screens.md, "Landing page"): for riders, with daily pay first.
import { css } from '@emotion/react';
import { formatPrice } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { RIDER_POINTS } from '../lib/content';
import { SAMPLE_PAYOUTS } from '../samples/rider-payouts';
import { icons } from './icons';
import { PointList } from './point-list';
import { SectionBand, SectionHeading, twoColumns } from './section';

const POINT_ICONS = [icons.wallet, icons.clock, icons.support];

export function RiderEarnings() {
  const theme = useOjaTheme();
  return (
    <SectionBand id="rider-earnings" tone="dark" focusable>
      <div css={[twoColumns(theme), css({ maxWidth: 1160, margin: '0 auto' })]}>
        <div>
          <div css={css({ marginBottom: theme.space[8] })}>
            <SectionHeading
              id="rider-earnings"
              inverse
              eyebrow="For riders"
              title="Ride with Oja and get paid every day"
              intro="Deliver orders and carry passengers in your city. What you earn today is in your account today."
            />
          </div>
          <PointList inverse points={RIDER_POINTS.map((point, index) => ({ ...point, icon: POINT_ICONS[index] }))} />
        </div>
        <PayoutCard />
      </div>
    </SectionBand>
  );
}

/** An example of a rider's week: the total, then each day's trips and payout (sample figures, said to be so). */
function PayoutCard() {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <figure
      aria-label="An example of a rider's daily payouts, with sample figures"
      css={css({
        backgroundColor: colors.surface,
        color: colors.text,
        borderRadius: theme.radii.xl,
        padding: space[6],
        boxShadow: theme.shadows.lg,
      })}
    >
      <p css={css({ ...theme.text.label, color: colors.textMuted })}>Earnings this week</p>
      <p
        css={css({
          ...theme.text.display,
          ...theme.text.numeric,
          fontSize: theme.fontSizes['4xl'],
          color: colors.textStrong,
          marginTop: space[1],
        })}
      >
        {formatPrice(SAMPLE_PAYOUTS.reduce((sum, payout) => sum + payout.amount, 0))}
      </p>
      <ul css={css({ listStyle: 'none', padding: 0, marginTop: space[5], display: 'grid', gap: space[2] })}>
        {SAMPLE_PAYOUTS.map((payout) => (
          <li
            key={payout.day}
            css={css({
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              padding: space[3],
              borderRadius: theme.radii.md,
              backgroundColor: colors.background,
            })}
          >
            <span>
              <span css={css({ ...theme.text.label, display: 'block', color: colors.textStrong })}>{payout.day}</span>
              <span css={css({ ...theme.text.caption, color: colors.textMuted })}>{payout.trips} trips · paid out</span>
            </span>
            <span css={css({ ...theme.text.h3, ...theme.text.numeric, color: colors.success.fg })}>
              {formatPrice(payout.amount)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
