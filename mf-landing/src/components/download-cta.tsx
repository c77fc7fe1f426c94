// The download call to action (item 10 of docs/product/screens.md, "Landing page"). The spec gives the two store
// buttons no links; the apps are not in the stores yet, so each badge says "Coming soon" and is not a control (nothing
// to click that goes nowhere).
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';
import { icons } from './icons';
import { leadText, offscreenSkip, titleText } from './section';

function StoreBadge({ icon, small, name }: { icon: ReactNode; small: string; name: string }) {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <li
      aria-label={`${name}: coming soon`}
      css={css({
        display: 'flex',
        alignItems: 'center',
        gap: space[3],
        width: '100%',
        maxWidth: 290,
        padding: `${space[3]} ${space[4]}`,
        borderRadius: theme.radii.lg,
        backgroundColor: theme.palette.ink900,
        color: colors.textInverse,
        border: '1px solid rgba(255,255,255,0.2)',
      })}
    >
      {icon}
      <span css={css({ display: 'grid', lineHeight: 1.2 })} aria-hidden="true">
        <span css={css({ ...theme.text.caption, color: theme.palette.ink300 })}>{small}</span>
        <span css={css({ ...theme.text.h3 })}>{name}</span>
      </span>
      <span
        aria-hidden="true"
        css={css({
          ...theme.text.caption,
          marginLeft: 'auto',
          padding: `${space[1]} ${space[2]}`,
          borderRadius: theme.radii.pill,
          backgroundColor: colors.accent,
          color: colors.onAccent,
          whiteSpace: 'nowrap',
        })}
      >
        Coming soon
      </span>
    </li>
  );
}

/** The two stores the app is coming to. */
function StoreBadges() {
  const theme = useOjaTheme();
  const { space } = theme;
  return (
    <ul
      aria-label="App stores"
      css={css({
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: space[3],
        marginTop: space[8],
        padding: 0,
        position: 'relative',
      })}
    >
      <StoreBadge icon={icons.apple} small="Download on the" name="App Store" />
      <StoreBadge icon={icons.play_store} small="Get it on" name="Google Play" />
    </ul>
  );
}

export function DownloadCta() {
  const theme = useOjaTheme();
  const { space, colors, media } = theme;
  return (
    <section
      id="download"
      aria-labelledby="download-title"
      data-landing-section="download"
      css={css({
        padding: `${space[16]} ${space[4]}`,
        backgroundColor: colors.background,
        ...offscreenSkip,
        [media.md]: { padding: `${space[20]} ${space[8]}` },
      })}
    >
      <div
        css={css({
          position: 'relative',
          overflow: 'hidden',
          maxWidth: 1160,
          margin: '0 auto',
          borderRadius: theme.radii.xl,
          padding: `${space[12]} ${space[6]}`,
          color: colors.textInverse,
          background: `linear-gradient(135deg, ${theme.palette.green800} 0%, ${theme.palette.green600} 100%)`,
          textAlign: 'center',
          [media.md]: { padding: `${space[16]} ${space[12]}` },
          // A soft amber sun in the corner: decoration only, so drawn by CSS, not in the markup.
          '&::before': {
            content: '""',
            position: 'absolute',
            width: 360,
            height: 360,
            borderRadius: '50%',
            right: -120,
            top: -160,
            backgroundColor: 'rgba(245,165,36,0.18)',
          },
        })}
      >
        <h2 id="download-title" css={css({ ...titleText(theme), color: colors.textInverse, position: 'relative' })}>
          Get the Oja app
        </h2>
        <p
          css={css({
            ...leadText(theme),
            color: theme.palette.green50,
            maxWidth: 520,
            margin: `${space[3]} auto 0`,
            position: 'relative',
          })}
        >
          Order, send and ride from your phone. The Oja app is on its way to the App Store and Google Play.
        </p>
        <StoreBadges />
      </div>
    </section>
  );
}
