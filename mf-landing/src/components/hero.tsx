// The hero (item 1 of docs/product/screens.md, "Landing page"). Its background cross-fades through three pictures every
// 5 s (docs/product/constants.md), only while the reader allows motion, the tab is visible and the hero is on screen; a
// pause button stops it for good. The top bar offers a visitor "Sign in" and "Sell on Oja", and a signed-in merchant
// or admin "Go to dashboard" (the prerendered first HTML is always the visitor's).
import { css } from '@emotion/react';
import { useSession } from '@oja/shared/session';
import { useOjaTheme } from '@oja/shared/theme';
import { useTopBar } from '@oja/shared/ui';
import { DASHBOARD_USER_TYPES } from '@oja/shared/validation';
import { useRef, useState } from 'react';
import { HERO_IMAGES } from '../assets';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import { useRotation } from '../hooks/use-rotation';
import { HeroMessage, HeroNav, HeroPictureControls, HeroPictures } from './hero-parts';

export const HERO_ROTATION_MS = 5000;

export function Hero() {
  const theme = useOjaTheme();
  const ref = useRef<HTMLElement>(null);
  // The navigation is the page's top bar: toasts stand below it, clear of "Sign in" and "Sell on Oja".
  const nav = useRef<HTMLElement>(null);
  useTopBar(nav);
  const [paused, setPaused] = useState(false);
  const motionAllowed = useMotionAllowed(ref);
  const [index, setIndex] = useRotation(HERO_IMAGES.length, HERO_ROTATION_MS, motionAllowed && !paused);
  const { colors, media } = theme;
  const toDashboard = useSession(
    ({ token, user }) =>
      token !== null && user !== null && (DASHBOARD_USER_TYPES as readonly string[]).includes(user.user_type),
  );

  return (
    <header
      ref={ref}
      data-landing-section="hero"
      css={css({
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        backgroundColor: theme.palette.green900,
        color: colors.textInverse,
        minHeight: 600,
        display: 'flex',
        flexDirection: 'column',
        [media.md]: { minHeight: 640 },
      })}
    >
      <HeroPictures index={index} />
      <HeroNav navRef={nav} toDashboard={toDashboard} />
      <HeroMessage />
      <HeroPictureControls
        index={index}
        onPick={setIndex}
        paused={paused}
        onPause={() => setPaused((value) => !value)}
      />
    </header>
  );
}
