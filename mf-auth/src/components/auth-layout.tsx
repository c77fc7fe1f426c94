// The frame of every sign-in screen: on desktop a green brand panel with the illustration beside the form; on
// tablets and phones the form alone under the logo, on the page background. The shell draws no chrome here.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Logo } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeliveryArtwork } from './delivery-artwork';

const POINTS = [
  'Manage your menu, prices and stock in one place',
  'Every merchant is reviewed before going live',
  'Food, groceries and pharmacy, delivered across Nigeria',
];

function BrandPanel() {
  const theme = useOjaTheme();
  const { palette, space } = theme;
  return (
    <aside
      css={css({
        display: 'none',
        // 768 px is the spec's desktop breakpoint: the panel appears there, narrow, and gets its list at 1024.
        [theme.media.md]: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: space[8],
          position: 'sticky',
          top: 0,
          height: '100vh',
          minHeight: 640,
          padding: `${space[10]} ${space[8]}`,
          color: palette.white,
          background: `radial-gradient(120% 80% at 100% 0%, ${palette.green600} 0%, ${palette.green800} 55%, ${palette.green900} 100%)`,
          overflow: 'hidden',
        },
        [theme.media.lg]: { padding: `${space[10]} ${space[12]}` },
      })}
    >
      <Link to="/" aria-label="Oja home" css={css({ alignSelf: 'flex-start', borderRadius: theme.radii.sm })}>
        <Logo height={36} inverse title="Oja" />
      </Link>
      <div css={css({ display: 'flex', flexDirection: 'column', gap: space[6], maxWidth: 520 })}>
        <p
          css={css({
            ...theme.text.caption,
            textTransform: 'uppercase',
            letterSpacing: '0.12em',
            margin: 0,
            color: palette.amber100,
          })}
        >
          Oja Logistics for merchants
        </p>
        <p
          css={css({
            ...theme.text.h1,
            fontSize: theme.fontSizes['2xl'],
            margin: 0,
            [theme.media.lg]: { fontSize: theme.fontSizes['4xl'] },
          })}
        >
          Smarter delivery for the businesses that feed Nigeria.
        </p>
        <ul
          css={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'none',
            gap: space[3],
            [theme.media.lg]: { display: 'grid' },
          })}
        >
          {POINTS.map((point) => (
            <li
              key={point}
              css={css({
                display: 'flex',
                gap: space[3],
                alignItems: 'flex-start',
                ...theme.text.body,
                color: palette.green50,
              })}
            >
              <span
                aria-hidden="true"
                css={css({
                  flexShrink: 0,
                  width: 22,
                  height: 22,
                  marginTop: 1,
                  borderRadius: theme.radii.pill,
                  backgroundColor: palette.amber500,
                  color: palette.ink900,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: theme.fontWeights.bold,
                })}
              >
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <DeliveryArtwork css={css({ maxWidth: 560, marginBottom: `-${space[10]}` })} />
    </aside>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <div
      css={css({
        minHeight: '100vh',
        backgroundColor: colors.background,
        [theme.media.md]: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
        [theme.media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      })}
    >
      <BrandPanel />
      <main
        css={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          minHeight: '100vh',
          padding: `${space[6]} ${space[4]} ${space[8]}`,
          [theme.media.sm]: { padding: `${space[10]} ${space[6]}` },
          [theme.media.md]: { justifyContent: 'center', padding: `${space[12]} ${space[8]}` },
          [theme.media.lg]: { padding: `${space[12]} ${space[10]}` },
        })}
      >
        <Link
          to="/"
          aria-label="Oja home"
          css={css({
            alignSelf: 'center',
            marginBottom: space[6],
            borderRadius: theme.radii.sm,
            [theme.media.sm]: { marginBottom: space[8] },
            [theme.media.md]: { display: 'none' },
          })}
        >
          <Logo height={36} title="Oja" />
        </Link>
        <div
          css={css({
            width: '100%',
            maxWidth: 460,
            display: 'flex',
            flexDirection: 'column',
            flex: '1 0 auto',
            [theme.media.md]: { flex: '0 0 auto' },
          })}
        >
          {children}
        </div>
        <p
          css={css({ ...theme.text.caption, color: colors.textMuted, margin: `${space[8]} 0 0`, textAlign: 'center' })}
        >
          © {new Date().getFullYear()} Oja Logistics. Need help?{' '}
          <a href="mailto:support@oja.local" css={css({ color: colors.primaryText })}>
            support@oja.local
          </a>
        </p>
      </main>
    </div>
  );
}

/** The white card the form sits in. */
export function AuthCard({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <div
      css={css({
        backgroundColor: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: theme.radii.xl,
        boxShadow: theme.shadows.md,
        padding: `${space[6]} ${space[5]}`,
        [theme.media.sm]: { padding: `${space[10]} ${space[10]}` },
      })}
    >
      {children}
    </div>
  );
}

/** Heading and lead text of a screen; the heading is the page's h1 (the shell moves focus to it). */
export function AuthHeading({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <header css={css({ marginBottom: space[6] })}>
      {icon && <div css={css({ marginBottom: space[4] })}>{icon}</div>}
      <h1
        css={css({
          ...theme.text.h1,
          fontSize: theme.fontSizes['2xl'],
          color: colors.textStrong,
          margin: 0,
          [theme.media.sm]: { fontSize: theme.fontSizes['3xl'] },
        })}
      >
        {title}
      </h1>
      {children && (
        <p css={css({ ...theme.text.body, color: colors.textMuted, margin: `${space[2]} 0 0` })}>{children}</p>
      )}
    </header>
  );
}
