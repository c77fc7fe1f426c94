// The hero's parts (hero.tsx puts them together): the cross-fading pictures, the top bar, the headline with its
// calls to action, and the controls of the pictures.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { buttonStyles, Logo } from '@oja/shared/ui';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { HERO_IMAGES, sizedImage } from '../assets';
import { icons } from './icons';
import { eyebrowText, leadText } from './section';

/** Every picture, the one at `index` shown; the others wait their turn, faded out. */
export function HeroPictures({ index }: { index: number }) {
  const { media } = useOjaTheme();
  return (
    <div aria-hidden="true" css={css({ position: 'absolute', inset: 0, zIndex: -1 })}>
      {HERO_IMAGES.map((image, position) => (
        <img
          key={image.alt}
          {...sizedImage(image)}
          alt=""
          data-hero-image={position}
          data-active={position === index ? 'true' : 'false'}
          // The first picture is the page's largest paint: fetched first. The others wait their turn.
          fetchPriority={position === 0 ? 'high' : 'low'}
          loading={position === 0 ? 'eager' : 'lazy'}
          decoding={position === 0 ? 'sync' : 'async'}
          css={css({
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: '72% 100%',
            opacity: position === index ? 1 : 0,
            transition: 'opacity 1.2s ease',
            [media.md]: { objectPosition: '60% 100%' },
          })}
        />
      ))}
      {/* The headline sits on the calm left of every picture; this keeps its contrast whatever the picture. */}
      <div
        css={css({
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(6,61,36,0.92) 0%, rgba(6,61,36,0.78) 55%, rgba(6,61,36,0.2) 100%)',
          [media.md]: {
            background: 'linear-gradient(90deg, rgba(6,61,36,0.95) 0%, rgba(6,61,36,0.75) 45%, rgba(6,61,36,0) 75%)',
          },
        })}
      />
    </div>
  );
}

/** The top bar: a visitor's "Sign in" and "Sell on Oja", or a signed-in merchant's or admin's dashboard. */
export function HeroNav({ navRef, toDashboard }: { navRef: Ref<HTMLElement>; toDashboard: boolean }) {
  const theme = useOjaTheme();
  const { colors, space, media } = theme;
  const buttonLink = [
    buttonStyles(theme, { variant: 'secondary', size: 'sm' }),
    css({ minHeight: theme.controlHeights.touch, textDecoration: 'none' }),
  ];
  return (
    <nav
      ref={navRef}
      aria-label="Main"
      css={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space[3],
        width: '100%',
        maxWidth: 1160,
        margin: '0 auto',
        padding: `${space[4]} ${space[4]}`,
        [media.md]: { padding: `${space[6]} ${space[8]}` },
      })}
    >
      <Link
        to="/"
        aria-label="Oja home"
        css={css({ color: 'inherit', borderRadius: theme.radii.sm, '&:focus-visible': focusRing(theme) })}
      >
        <Logo inverse height={32} title="Oja" />
      </Link>
      <div css={css({ display: 'flex', alignItems: 'center', gap: space[2] })}>
        {toDashboard ? (
          <Link to="/dashboard" css={buttonLink}>
            Go to dashboard
          </Link>
        ) : (
          <>
            <Link
              to="/login"
              css={css({
                ...theme.text.label,
                color: colors.textInverse,
                textDecoration: 'none',
                padding: `${space[2]} ${space[3]}`,
                minHeight: theme.controlHeights.touch,
                display: 'inline-flex',
                alignItems: 'center',
                borderRadius: theme.radii.md,
                '&:hover': { color: colors.textInverse, backgroundColor: 'rgba(255,255,255,0.12)' },
                '&:focus-visible': focusRing(theme),
              })}
            >
              Sign in
            </Link>
            <Link to="/merchant/register" css={buttonLink}>
              Sell on Oja
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}

/** The headline, what Oja does, and its two calls to action. */
export function HeroMessage() {
  const theme = useOjaTheme();
  const { colors, space, media } = theme;
  return (
    <div
      css={css({
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        maxWidth: 1160,
        margin: '0 auto',
        padding: `${space[8]} ${space[4]} ${space[24]}`,
        [media.md]: { padding: `${space[12]} ${space[8]} ${space[24]}` },
      })}
    >
      <div css={css({ maxWidth: 560 })}>
        <p
          css={css({
            ...eyebrowText(theme),
            display: 'inline-flex',
            alignItems: 'center',
            gap: space[2],
            color: theme.palette.amber100,
            marginBottom: space[4],
          })}
        >
          <span
            aria-hidden="true"
            css={css({ width: 24, height: 3, borderRadius: 2, backgroundColor: colors.accent })}
          />
          Oja Logistics
        </p>
        <h1
          css={css({
            ...theme.text.display,
            fontSize: '2.5rem',
            color: colors.textInverse,
            [media.md]: { fontSize: '3.5rem' },
          })}
        >
          Smarter delivery with <span css={css({ color: colors.accent, whiteSpace: 'nowrap' })}>Oja Logistics</span>
        </h1>
        <p css={css({ ...leadText(theme), color: theme.palette.green50, marginTop: space[5], maxWidth: 480 })}>
          Food, groceries, packages and bike rides across Nigeria, picked up in minutes and tracked to your door.
        </p>
        <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space[3], marginTop: space[8] })}>
          <a
            href="#download"
            css={[
              buttonStyles(theme, { variant: 'primary', size: 'lg' }),
              css({
                textDecoration: 'none',
                backgroundColor: colors.accent,
                color: colors.onAccent,
                '&:hover': { backgroundColor: theme.palette.amber100, color: colors.onAccent },
              }),
            ]}
          >
            Get the app
          </a>
          <Link
            to="/merchant/register"
            css={[
              buttonStyles(theme, { variant: 'secondary', size: 'lg' }),
              css({
                textDecoration: 'none',
                backgroundColor: 'transparent',
                color: colors.textInverse,
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { backgroundColor: 'rgba(255,255,255,0.12)', color: colors.textInverse },
              }),
            ]}
          >
            Become a merchant
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A button per picture and the pause button, which stops the rotation for good. */
export function HeroPictureControls({
  index,
  onPick,
  paused,
  onPause,
}: {
  index: number;
  onPick: (position: number) => void;
  paused: boolean;
  onPause: () => void;
}) {
  const theme = useOjaTheme();
  const { colors, space, media } = theme;
  return (
    <div
      css={css({
        position: 'absolute',
        right: space[4],
        bottom: space[16],
        display: 'flex',
        alignItems: 'center',
        gap: space[2],
        [media.md]: { right: space[8] },
      })}
    >
      <fieldset css={css({ border: 0, padding: 0, margin: 0, display: 'flex', gap: space[1] })}>
        <legend css={css(visuallyHidden)}>Background picture</legend>
        {HERO_IMAGES.map((image, position) => (
          <button
            key={image.alt}
            type="button"
            aria-label={`Picture ${position + 1} of ${HERO_IMAGES.length}`}
            aria-pressed={position === index}
            onClick={() => onPick(position)}
            css={css({
              width: 28,
              height: 28,
              padding: 0,
              border: 0,
              background: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              borderRadius: theme.radii.pill,
              '&::after': {
                content: '""',
                width: position === index ? 20 : 8,
                height: 8,
                borderRadius: 4,
                backgroundColor: position === index ? colors.accent : 'rgba(255,255,255,0.6)',
                transition: 'width 0.3s ease',
              },
              '&:focus-visible': focusRing(theme),
            })}
          />
        ))}
      </fieldset>
      <button
        type="button"
        onClick={onPause}
        aria-label={paused ? 'Play the background pictures' : 'Pause the background pictures'}
        css={css({
          width: 36,
          height: 36,
          display: 'grid',
          placeItems: 'center',
          borderRadius: theme.radii.pill,
          border: '1px solid rgba(255,255,255,0.5)',
          backgroundColor: 'rgba(6,61,36,0.5)',
          color: colors.textInverse,
          cursor: 'pointer',
          '&:hover': { backgroundColor: 'rgba(6,61,36,0.8)' },
          '&:focus-visible': focusRing(theme),
        })}
      >
        {paused ? icons.play : icons.pause}
      </button>
    </div>
  );
}
