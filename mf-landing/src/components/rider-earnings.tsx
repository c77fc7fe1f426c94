// Rider earnings (item 6 of docs/product/screens.md, "Landing page"): for riders, with daily pay first.
import { css } from '@emotion/react';
import { formatPrice } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { RIDER_POINTS } from '../lib/content';
import { SAMPLE_PAYOUTS } from '../samples/rider-payouts';
import { icons } from './icons';
import { PointList } from './point-list';
import { offscreenSkip, twoColumns } from './section';

const POINT_ICONS = [icons.wallet, icons.clock, icons.support];

export function RiderEarnings() {
  const theme = useOjaTheme();
  const { space, colors, media } = theme;
  return (
    <section
      id="rider-earnings"
      aria-labelledby="rider-earnings-title"
      tabIndex={-1}
      data-landing-section="rider-earnings"
      css={css({
        backgroundColor: theme.palette.green900,
        color: colors.textInverse,
        padding: `${space[16]} ${space[4]}`,
        scrollMarginTop: space[4],
        ...offscreenSkip,
        '&:focus': { outline: 'none' },
        [media.md]: { padding: `${space[24]} ${space[8]}` },
      })}
    >
      <div css={[twoColumns(theme), css({ maxWidth: 1160, margin: '0 auto' })]}>
        <div>
          <p
            css={css({
              ...theme.text.label,
              color: colors.accent,
              textTransform: 'uppercase',
              letterSpacing: '0.08em',
              marginBottom: space[2],
            })}
          >
            For riders
          </p>
          <h2
            id="rider-earnings-title"
            css={css({ ...theme.text.h1, color: colors.textInverse, [media.md]: { fontSize: theme.fontSizes['4xl'] } })}
          >
            Ride with Oja and get paid every day
          </h2>
          <p
            css={css({
              ...theme.text.body,
              fontSize: theme.fontSizes.lg,
              color: theme.palette.green50,
              marginTop: space[3],
              marginBottom: space[8],
            })}
          >
            Deliver orders and carry passengers in your city. What you earn today is in your account today.
          </p>
          <PointList inverse points={RIDER_POINTS.map((point, index) => ({ ...point, icon: POINT_ICONS[index] }))} />
        </div>
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
                  <span css={css({ ...theme.text.label, display: 'block', color: colors.textStrong })}>
                    {payout.day}
                  </span>
                  <span css={css({ ...theme.text.caption, color: colors.textMuted })}>
                    {payout.trips} trips · paid out
                  </span>
                </span>
                <span css={css({ ...theme.text.h3, ...theme.text.numeric, color: colors.success.fg })}>
                  {formatPrice(payout.amount)}
                </span>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    </section>
  );
}
