import { css } from '@emotion/react';
import { useSession } from '@oja/shared/session';
import { useOjaTheme } from '@oja/shared/theme';
import { buttonStyles, Logo } from '@oja/shared/ui';
import { Link, useLocation } from 'react-router-dom';

/** Any path outside the route table. */
export function NotFoundPage() {
  const theme = useOjaTheme();
  const { pathname } = useLocation();
  const signedIn = useSession((state) => Boolean(state.token && state.user));

  return (
    <div
      css={css({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: theme.colors.background })}
    >
      <header css={css({ padding: `${theme.space[4]} ${theme.space[6]}` })}>
        <Link to="/" aria-label="Oja home">
          <Logo />
        </Link>
      </header>
      <main
        css={css({
          flex: 1,
          display: 'grid',
          placeItems: 'center',
          padding: `${theme.space[10]} ${theme.space[4]}`,
          textAlign: 'center',
        })}
      >
        <div css={css({ maxWidth: 520 })}>
          <LostParcel />
          <p
            css={css({
              margin: `${theme.space[6]} 0 ${theme.space[2]}`,
              color: theme.colors.primaryText,
              fontWeight: 600,
            })}
          >
            404
          </p>
          <h1 css={css({ ...theme.text.h1, margin: `0 0 ${theme.space[3]}` })}>We couldn't find that page</h1>
          <p css={css({ color: theme.colors.textMuted, margin: `0 0 ${theme.space[8]}`, overflowWrap: 'anywhere' })}>
            Nothing lives at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
          </p>
          <div css={css({ display: 'flex', gap: theme.space[3], justifyContent: 'center', flexWrap: 'wrap' })}>
            <Link to="/" css={buttonStyles(theme, { variant: signedIn ? 'secondary' : 'primary' })}>
              Go to the home page
            </Link>
            {signedIn && (
              <Link to="/dashboard" css={buttonStyles(theme, { variant: 'primary' })}>
                Go to the dashboard
              </Link>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}

/** A parcel that lost its way: drawn for Oja. */
function LostParcel() {
  const theme = useOjaTheme();
  return (
    <svg
      width="200"
      height="140"
      viewBox="0 0 200 140"
      aria-hidden="true"
      focusable="false"
      css={css({ maxWidth: '100%' })}
    >
      <ellipse cx="100" cy="124" rx="78" ry="10" fill={theme.colors.surfaceSunken} />
      <path
        d="M24 110 C 50 80, 70 120, 96 92 S 150 70, 176 96"
        fill="none"
        stroke={theme.colors.border}
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <g transform="translate(64 28)">
        <path d="M36 0 L72 16 L72 60 L36 76 L0 60 L0 16 Z" fill={theme.palette.amber500} />
        <path d="M36 0 L72 16 L36 32 L0 16 Z" fill={theme.palette.amber100} />
        <path d="M36 32 L36 76" stroke={theme.palette.amber600} strokeWidth="2" />
        <path d="M18 8 L54 24 L54 40" fill="none" stroke={theme.palette.amber600} strokeWidth="5" />
        <text x="36" y="60" textAnchor="middle" fontSize="18" fontWeight="700" fill={theme.palette.ink900}>
          ?
        </text>
      </g>
      <circle cx="160" cy="40" r="14" fill={theme.colors.primary} />
      <path
        d="M160 30 a6 6 0 0 1 0 12 M160 46 v2"
        stroke={theme.palette.white}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
