// The frame of the pages a visitor sees before signing in (sign-in, password reset, merchant registration): on
// wide screens a green brand panel beside the content, saying what Oja brings; narrower, the content alone under
// the logo, on the page background. The shell draws no chrome around these pages.
import { css } from '@emotion/react';
import { useTopBar } from '@oja/shared/layers';
import { useOjaTheme } from '@oja/shared/theme';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from './icons';
import { ListMarker } from './list-marker';
import { Logo } from './logo';
import { belowToastsStyles } from './toast-shelf';

/** Where visitors and merchants write for help. */
export const SUPPORT_EMAIL = 'support@oja.local';

/** The support address as a mail link, in the colour of the text around it unless told otherwise. */
export function SupportLink({ color = 'inherit' }: { color?: string }) {
  const theme = useOjaTheme();
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} css={css({ color, fontWeight: theme.fontWeights.semibold })}>
      {SUPPORT_EMAIL}
    </a>
  );
}

export interface BrandPoint {
  title: string;
  text?: string;
}

export interface BrandPanelContent {
  /** The panel's name for screen readers ("Why sell on Oja"). */
  label: string;
  /** The small line above the headline ("Oja for merchants"). */
  eyebrow: string;
  headline: string;
  /** What Oja brings, from 1024 px. */
  points: readonly BrandPoint[];
  /** An illustration at the foot of the panel. */
  art?: ReactNode;
  /** A line at the foot of the panel, where there is no illustration. */
  footnote?: ReactNode;
}

export interface GuestLayoutProps {
  panel: BrandPanelContent;
  /** From which width the panel shows beside the content: 768 px, or 1024 px for wider content. */
  panelFrom?: 'md' | 'lg';
  /** On the right of the logo bar ("Already a merchant? Log in"). */
  topBar?: ReactNode;
  /** The content column's greatest width, in px. */
  contentWidth?: number;
  /** Centre the content vertically beside the panel (a short form). */
  centred?: boolean;
  children: ReactNode;
}

function BrandPanel({ panel, from }: { panel: BrandPanelContent; from: 'md' | 'lg' }) {
  const theme = useOjaTheme();
  const { palette, space } = theme;
  return (
    <aside
      aria-label={panel.label}
      // Separate objects, so the panel's breakpoint and 1024 px never overwrite each other when they are the same.
      css={[
        css({
          display: 'none',
          [theme.media[from]]: {
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            gap: space[8],
            // The panel runs the page's whole height; its content stays in view while the form scrolls.
            position: 'sticky',
            top: 0,
            height: '100vh',
            minHeight: 640,
            padding: `${space[10]} ${space[8]}`,
            color: palette.white,
            background: `radial-gradient(120% 80% at 100% 0%, ${palette.green600} 0%, ${palette.green800} 55%, ${palette.green900} 100%)`,
            overflow: 'hidden',
          },
        }),
        css({ [theme.media.lg]: { padding: `${space[10]} ${space[12]}` } }),
      ]}
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
          {panel.eyebrow}
        </p>
        <p
          css={css({
            ...theme.text.h1,
            fontSize: theme.fontSizes['2xl'],
            margin: 0,
            [theme.media.lg]: { fontSize: theme.fontSizes['4xl'] },
          })}
        >
          {panel.headline}
        </p>
        <ul
          css={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'none',
            gap: space[5],
            [theme.media.lg]: { display: 'grid' },
          })}
        >
          {panel.points.map((point) => (
            <li key={point.title} css={css({ display: 'flex', gap: space[3], alignItems: 'flex-start' })}>
              <ListMarker background="rgba(255, 255, 255, 0.14)" color={palette.amber500}>
                <CheckIcon size={16} strokeWidth={2.5} />
              </ListMarker>
              <span css={css({ ...theme.text.body, color: palette.green50 })}>
                <span css={css({ display: 'block', fontWeight: point.text ? theme.fontWeights.semibold : undefined })}>
                  {point.title}
                </span>
                {point.text && (
                  <span css={css({ display: 'block', ...theme.text.bodySm, color: 'rgba(255, 255, 255, 0.82)' })}>
                    {point.text}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {panel.art}
      {panel.footnote && (
        <p css={css({ ...theme.text.bodySm, margin: 0, color: 'rgba(255, 255, 255, 0.75)' })}>{panel.footnote}</p>
      )}
    </aside>
  );
}

export function GuestLayout({
  panel,
  panelFrom = 'md',
  topBar,
  contentWidth = 460,
  centred = false,
  children,
}: GuestLayoutProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const beside = theme.media[panelFrom];
  // The logo bar is the page's top bar: toasts stand below it (it measures 0 where it is hidden, beside the panel).
  const bar = useRef<HTMLElement>(null);
  useTopBar(bar);
  return (
    <div
      css={[
        css({
          minHeight: '100vh',
          backgroundColor: colors.background,
          [beside]: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }),
        css({ [theme.media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } }),
      ]}
    >
      <BrandPanel panel={panel} from={panelFrom} />
      <div css={css({ display: 'flex', flexDirection: 'column', minHeight: '100vh', minWidth: 0 })}>
        <header
          ref={bar}
          css={[
            css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: topBar ? 'space-between' : 'center',
              gap: space[4],
              padding: `${space[5]} ${space[4]}`,
              [theme.media.md]: { padding: `${space[6]} ${space[10]}` },
            }),
            // Beside the panel the logo is the panel's; a bar with nothing else in it goes.
            !topBar && css({ [beside]: { display: 'none' } }),
          ]}
        >
          <Link
            to="/"
            aria-label="Oja home"
            css={css({ borderRadius: theme.radii.sm, [beside]: { visibility: 'hidden' } })}
          >
            <Logo height={36} title="Oja" />
          </Link>
          {topBar}
        </header>
        {/* The content slides down while toasts show below the bar, so they cover none of it (toast-shelf.tsx). */}
        <main
          css={[
            css({
              flex: '1 0 auto',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'flex-start',
              padding: `0 ${space[4]} ${space[8]}`,
              // Centred beside the panel only: on a phone the form starts under the logo.
              [theme.media.md]: {
                justifyContent: centred ? 'center' : 'flex-start',
                padding: `${centred ? space[12] : 0} ${space[10]} ${space[12]}`,
              },
            }),
            belowToastsStyles(theme),
          ]}
        >
          <div css={css({ width: '100%', maxWidth: contentWidth, display: 'flex', flexDirection: 'column' })}>
            {children}
          </div>
        </main>
        <footer
          css={[
            css({
              ...theme.text.caption,
              color: colors.textMuted,
              textAlign: 'center',
              padding: `0 ${space[4]} ${space[6]}`,
            }),
            belowToastsStyles(theme),
          ]}
        >
          © {new Date().getFullYear()} Oja Logistics. Need help? <SupportLink color={colors.primaryText} />
        </footer>
      </div>
    </div>
  );
}
