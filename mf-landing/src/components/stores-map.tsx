// The map and store list (item 8 of docs/product/screens.md, "Landing page"): a mock with 7 placeholder items, said to
// be examples.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { STORES_MAP, sizedImage } from '../assets';
import { SAMPLE_STORES } from '../samples/stores';
import { Section } from './section';

export function StoresMap() {
  const theme = useOjaTheme();
  const { space, colors, media } = theme;
  return (
    <Section
      id="stores"
      tone="white"
      eyebrow="Near you"
      title="Restaurants and stores around the corner"
      intro="See what is open near you and how long it takes to reach your door. The places below are examples."
    >
      <div
        css={css({
          display: 'grid',
          gap: space[6],
          [media.md]: { gridTemplateColumns: '1.2fr 1fr', alignItems: 'start' },
        })}
      >
        <img
          {...sizedImage(STORES_MAP)}
          alt={STORES_MAP.alt}
          loading="lazy"
          decoding="async"
          css={css({
            width: '100%',
            height: 'auto',
            borderRadius: theme.radii.xl,
            border: `1px solid ${colors.border}`,
          })}
        />
        <ol
          aria-label="Example stores"
          css={css({
            display: 'grid',
            gap: space[2],
            padding: 0,
            margin: 0,
            listStyle: 'none',
          })}
        >
          {SAMPLE_STORES.map((store, index) => (
            <StoreRow key={store.name} store={store} tinted={index % 2 === 1} />
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** One example store: its initial, its name, its kind and area, and how long it takes to reach the door. */
function StoreRow({ store, tinted }: { store: (typeof SAMPLE_STORES)[number]; tinted: boolean }) {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <li
      data-store-item
      css={css({
        display: 'flex',
        alignItems: 'center',
        gap: space[3],
        padding: `${space[3]} ${space[4]}`,
        borderRadius: theme.radii.lg,
        border: `1px solid ${colors.border}`,
        backgroundColor: colors.surface,
      })}
    >
      <span
        aria-hidden="true"
        css={css({
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: theme.radii.md,
          display: 'grid',
          placeItems: 'center',
          fontWeight: theme.fontWeights.bold,
          backgroundColor: tinted ? colors.accentSoft : colors.primarySoft,
          color: tinted ? theme.palette.brown700 : colors.primaryText,
        })}
      >
        {store.name.charAt(0)}
      </span>
      <span css={css({ flex: 1, minWidth: 0 })}>
        <span
          css={css({
            ...theme.text.label,
            fontSize: theme.fontSizes.md,
            display: 'block',
            color: colors.textStrong,
          })}
        >
          {store.name}
        </span>
        <span css={css({ ...theme.text.bodySm, display: 'block', color: colors.textMuted })}>
          {store.kind} · {store.area}
        </span>
      </span>
      <span css={css({ ...theme.text.caption, flex: 'none', color: colors.textSecondary, ...theme.text.numeric })}>
        {store.eta}
      </span>
    </li>
  );
}
