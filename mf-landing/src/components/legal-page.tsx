// The frame of the legal pages (Terms of service, Privacy policy): the logo home, the title, and a notice, in words,
// that the text is a placeholder. Oja has no published terms yet; the pages exist so the footer's links lead
// somewhere honest instead of nowhere.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Alert, ArrowLeftIcon, Logo, SUPPORT_EMAIL, useTopBar } from '@oja/shared/ui';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';

export interface LegalPageProps {
  title: string;
  /** What the finished page will cover, one line each. */
  covers: readonly string[];
  children?: ReactNode;
}

export function LegalPage({ title, covers }: LegalPageProps) {
  const theme = useOjaTheme();
  const { space, colors, media } = theme;
  // The logo bar is the page's top bar: toasts stand below it.
  const bar = useRef<HTMLElement>(null);
  useTopBar(bar);
  const link = css({
    ...theme.text.label,
    color: colors.primaryText,
    borderRadius: theme.radii.sm,
    '&:focus-visible': focusRing(theme),
  });
  return (
    <div css={css({ minHeight: '100vh', backgroundColor: colors.background })}>
      <header
        ref={bar}
        css={css({
          backgroundColor: theme.palette.green900,
          padding: `${space[4]} ${space[4]}`,
          [media.md]: { padding: `${space[5]} ${space[8]}` },
        })}
      >
        <div css={css({ maxWidth: 760, margin: '0 auto' })}>
          <Link
            to="/"
            aria-label="Oja home"
            css={css({ color: colors.textInverse, display: 'inline-flex', '&:focus-visible': focusRing(theme) })}
          >
            <Logo inverse height={32} title="Oja" />
          </Link>
        </div>
      </header>
      <main
        id="main"
        css={css({
          maxWidth: 760,
          margin: '0 auto',
          padding: `${space[8]} ${space[4]} ${space[16]}`,
          display: 'grid',
          gap: space[5],
        })}
      >
        <Link to="/" css={[link, css({ display: 'inline-flex', alignItems: 'center', gap: space[2] })]}>
          <ArrowLeftIcon size={18} />
          Back to the home page
        </Link>
        <h1 css={css({ ...theme.text.h1, margin: 0, color: colors.textStrong })}>{title}</h1>
        <Alert tone="warning" title="This page is a placeholder">
          Oja Logistics has not published its {title.toLowerCase()} yet. The final text will be published here before
          the Oja app launches; nothing on this page is a term you are bound by.
        </Alert>
        <section aria-labelledby="legal-covers" css={css({ display: 'grid', gap: space[3] })}>
          <h2 id="legal-covers" css={css({ ...theme.text.h3, margin: 0 })}>
            What it will cover
          </h2>
          <ul css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0, paddingLeft: space[5] })}>
            {covers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>
          Questions in the meantime: write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} css={link}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </main>
    </div>
  );
}
