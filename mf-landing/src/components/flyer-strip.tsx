// The flyer strip (item 7 of docs/product/screens.md, "Landing page"): five flyers scrolling in a loop that takes 32 s
// (docs/product/constants.md). The strip is drawn twice so the loop has no seam; the copy is hidden from assistive
// technology. Reduced motion: no scrolling, the flyers can be swiped by hand. Off screen or in a background tab:
// paused. Hover or focus: paused, so a flyer can be read.
import { css, keyframes } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { useRef } from 'react';
import { FLYER_ART, sizedImage } from '../assets';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import { FLYERS } from '../lib/content';
import { offscreenSkip } from './section';

export const FLYER_LOOP_SECONDS = 32;

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

function FlyerCard({ flyer }: { flyer: (typeof FLYERS)[number] }) {
  const theme = useOjaTheme();
  const art = FLYER_ART[flyer.art];
  return (
    <li
      css={css({
        position: 'relative',
        flex: 'none',
        width: 300,
        borderRadius: theme.radii.xl,
        overflow: 'hidden',
        boxShadow: theme.shadows.md,
        [theme.media.md]: { width: 380 },
      })}
    >
      <img {...sizedImage(art)} alt="" loading="lazy" decoding="async" css={css({ width: '100%', height: 'auto' })} />
      <div
        css={css({
          position: 'absolute',
          inset: 0,
          padding: theme.space[5],
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          color: art.ink === 'light' ? theme.colors.textInverse : theme.colors.text,
        })}
      >
        <h3 css={css({ ...theme.text.h3, fontSize: theme.fontSizes.xl, maxWidth: '55%' })}>{flyer.title}</h3>
        <p css={css({ ...theme.text.bodySm, marginTop: theme.space[1], maxWidth: '55%' })}>{flyer.body}</p>
      </div>
    </li>
  );
}

export function FlyerStrip() {
  const theme = useOjaTheme();
  const ref = useRef<HTMLElement>(null);
  const motionAllowed = useMotionAllowed(ref);
  const { space, media } = theme;
  const track = css({
    display: 'flex',
    gap: space[4],
    paddingRight: space[4],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  });

  return (
    <section
      ref={ref}
      aria-labelledby="flyers-title"
      data-landing-section="flyers"
      css={css({
        backgroundColor: theme.colors.background,
        ...offscreenSkip,
        padding: `${space[16]} 0`,
        [media.md]: { padding: `${space[20]} 0` },
      })}
    >
      <h2
        id="flyers-title"
        css={css({
          ...theme.text.h1,
          textAlign: 'center',
          color: theme.colors.textStrong,
          padding: `0 ${space[4]}`,
          marginBottom: space[8],
        })}
      >
        Something for everyone on Oja
      </h2>
      <div
        data-flyer-viewport
        css={css({
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '@media (prefers-reduced-motion: no-preference)': { overflowX: 'hidden' },
        })}
      >
        <div
          data-flyer-track
          data-running={motionAllowed ? 'true' : 'false'}
          css={css({
            display: 'flex',
            gap: space[4],
            width: 'max-content',
            padding: `${space[2]} ${space[4]}`,
            '@media (prefers-reduced-motion: no-preference)': {
              animation: `${scroll} ${FLYER_LOOP_SECONDS}s linear infinite`,
              animationPlayState: motionAllowed ? 'running' : 'paused',
              '&:hover, &:focus-within': { animationPlayState: 'paused' },
            },
          })}
        >
          <ul css={track}>
            {FLYERS.map((flyer) => (
              <FlyerCard key={flyer.title} flyer={flyer} />
            ))}
          </ul>
          <ul
            aria-hidden="true"
            css={[
              track,
              css({ display: 'none', '@media (prefers-reduced-motion: no-preference)': { display: 'flex' } }),
            ]}
          >
            {FLYERS.map((flyer) => (
              <FlyerCard key={flyer.title} flyer={flyer} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
