// The features (item 3 of docs/product/screens.md, "Landing page"): what a customer can do with Oja.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { FEATURES } from '../lib/content';
import { icons } from './icons';
import { Section } from './section';

export function Features() {
  const theme = useOjaTheme();
  const { space, colors, media } = theme;
  return (
    <Section
      id="features"
      eyebrow="For customers"
      title="Everything you need, delivered"
      intro="One app for the meal you are craving, the parcel you need to send and the ride you need right now."
      focusable
    >
      <ul
        css={css({
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: space[4],
          [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: space[6] },
        })}
      >
        {FEATURES.map((feature) => (
          <li
            key={feature.id}
            css={css({
              backgroundColor: colors.surface,
              border: `1px solid ${colors.border}`,
              borderRadius: theme.radii.xl,
              padding: space[6],
              boxShadow: theme.shadows.sm,
            })}
          >
            <span
              css={css({
                display: 'inline-grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                borderRadius: theme.radii.lg,
                backgroundColor: feature.id === 'packages' ? colors.accentSoft : colors.primarySoft,
                color: feature.id === 'packages' ? theme.palette.brown700 : colors.primaryText,
                marginBottom: space[4],
              })}
            >
              {icons[feature.id]}
            </span>
            <h3 css={css({ ...theme.text.h3, fontSize: theme.fontSizes.xl, color: colors.textStrong })}>
              {feature.title}
            </h3>
            <p css={css({ ...theme.text.body, color: colors.textMuted, marginTop: space[2] })}>{feature.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
