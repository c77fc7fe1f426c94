import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Logo } from '@oja/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RemoteLoadError } from './load-remote-module';

interface Props {
  area: string;
  placement: 'page' | 'dashboard';
  error: unknown;
  onRetry: () => void;
}

/** A remote's declaration the shell refused (see routing/site-pages.ts). */
export class RefusedDeclarationError extends Error {
  override name = 'RefusedDeclarationError';
  constructor(readonly reason: string) {
    super(`its declaration was refused: ${reason}`);
  }
}

function explain(error: unknown): string {
  if (
    error instanceof RefusedDeclarationError ||
    (error instanceof RemoteLoadError && error.reason === 'incompatible')
  ) {
    return 'This part of Oja was published for a newer version of the site than the one open here. Reload the page to get the newest version; if this stays, try again later.';
  }
  if (error instanceof RemoteLoadError && error.reason === 'timeout') {
    return 'It is taking too long to answer. This can happen on a slow connection or while we update the site.';
  }
  if (error instanceof RemoteLoadError) {
    return 'We could not reach it. Check your connection; if it is fine, we are probably updating this part of Oja.';
  }
  return 'Something went wrong while showing it. We have noted the error.';
}

/** The fallback of one area: the rest of the site (its header, sidebar, other pages) keeps working. */
export function RemoteFailure({ area, placement, error, onRetry }: Props) {
  const theme = useOjaTheme();
  const [retrying, setRetrying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const retry = () => {
    setRetrying(true);
    onRetry();
  };

  const panel = (
    <section
      role="alert"
      aria-labelledby="remote-failure-title"
      css={css({
        maxWidth: 480,
        margin: '0 auto',
        padding: theme.space[8],
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.sm,
        textAlign: 'center',
      })}
    >
      <UnpluggedIllustration />
      <h1
        id="remote-failure-title"
        ref={heading}
        tabIndex={-1}
        css={css({ ...theme.text.h2, margin: `${theme.space[4]} 0 ${theme.space[2]}`, outline: 'none' })}
      >
        {area} is unavailable right now
      </h1>
      <p css={css({ color: theme.colors.textMuted, margin: `0 0 ${theme.space[6]}` })}>{explain(error)}</p>
      <div css={css({ display: 'flex', gap: theme.space[3], justifyContent: 'center', flexWrap: 'wrap' })}>
        <Button onClick={retry} busy={retrying} busyLabel="Retrying...">
          Retry
        </Button>
        <Link
          to={placement === 'dashboard' ? '/dashboard' : '/'}
          css={css({ alignSelf: 'center', color: theme.colors.primaryText, fontWeight: theme.fontWeights.medium })}
        >
          {placement === 'dashboard' ? 'Go to the dashboard' : 'Go to the home page'}
        </Link>
      </div>
    </section>
  );

  if (placement === 'dashboard') {
    return <div css={css({ padding: `${theme.space[10]} ${theme.space[4]}` })}>{panel}</div>;
  }
  // A full page that failed has no header of its own: the shell gives it one, so the visitor can still move on.
  return (
    <div
      css={css({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: theme.colors.background })}
    >
      <header
        css={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space[4],
          padding: `${theme.space[4]} ${theme.space[6]}`,
          background: theme.colors.surface,
          borderBottom: `1px solid ${theme.colors.border}`,
        })}
      >
        <Link to="/" aria-label="Oja home">
          <Logo />
        </Link>
        <nav aria-label="Main" css={css({ display: 'flex', gap: theme.space[4], flexWrap: 'wrap' })}>
          <Link to="/login" css={css({ color: theme.colors.primaryText, fontWeight: theme.fontWeights.medium })}>
            Login
          </Link>
          <Link
            to="/merchant/register"
            css={css({ color: theme.colors.primaryText, fontWeight: theme.fontWeights.medium })}
          >
            Sign Up as Merchant
          </Link>
        </nav>
      </header>
      <main
        css={css({ flex: 1, display: 'grid', alignItems: 'center', padding: `${theme.space[10]} ${theme.space[4]}` })}
      >
        {panel}
      </main>
    </div>
  );
}

function UnpluggedIllustration() {
  const theme = useOjaTheme();
  return (
    <svg
      width="96"
      height="72"
      viewBox="0 0 96 72"
      aria-hidden="true"
      focusable="false"
      css={css({ display: 'inline-block' })}
    >
      <rect x="4" y="44" width="88" height="20" rx="10" fill={theme.colors.primarySoft} />
      <rect x="14" y="22" width="26" height="22" rx="6" fill={theme.colors.primary} />
      <rect x="20" y="12" width="4" height="12" rx="2" fill={theme.colors.primary} />
      <rect x="30" y="12" width="4" height="12" rx="2" fill={theme.colors.primary} />
      <path d="M40 33 h8" stroke={theme.colors.primary} strokeWidth="4" strokeLinecap="round" />
      <rect x="58" y="22" width="26" height="22" rx="6" fill={theme.palette.amber500} />
      <path d="M48 33 h2" stroke={theme.palette.amber500} strokeWidth="4" strokeLinecap="round" />
      <path d="M84 33 h6" stroke={theme.palette.amber500} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M50 18 l4 -6 M54 22 l7 -3 M46 20 l-1 -7"
        stroke={theme.colors.textMuted}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
