// The frame of the three steps: on wide screens a green panel says what joining Oja brings; on phones a slim
// header with the logo. The step content sits in a card beside or under it.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { CheckIcon, Logo } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const BENEFITS = [
  {
    title: 'Customers near your pick-up point',
    text: 'Your menu reaches people ordering food and groceries around you.',
  },
  { title: 'Riders come to your door', text: 'Oja riders collect each order from the pick-up point you set.' },
  { title: 'Paid into your bank account', text: 'Sales are settled to the account you verify in step 2.' },
];

export function RegistrationLayout({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <div
      css={css({
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: '1fr',
        backgroundColor: colors.background,
        [theme.media.lg]: { gridTemplateColumns: 'minmax(360px, 5fr) 7fr' },
      })}
    >
      <aside
        aria-label="Why sell on Oja"
        css={css({
          display: 'none',
          [theme.media.lg]: {
            display: 'block',
            color: colors.textInverse,
            background: `radial-gradient(120% 80% at 0% 0%, ${theme.palette.green500} 0%, ${theme.palette.green700} 45%, ${theme.palette.green900} 100%)`,
          },
        })}
      >
        {/* The panel runs the page's whole height; its content stays in view while the form scrolls. */}
        <div
          css={css({
            position: 'sticky',
            top: 0,
            height: '100vh',
            display: 'flex',
            flexDirection: 'column',
            gap: space[10],
            padding: space[10],
            overflow: 'hidden',
          })}
        >
          <Link to="/" aria-label="Oja home" css={css({ alignSelf: 'flex-start', borderRadius: theme.radii.sm })}>
            <Logo inverse height={36} title="Oja" />
          </Link>
          <div css={css({ marginTop: 'auto', marginBottom: 'auto', maxWidth: 420 })}>
            <p
              css={css({
                ...theme.text.label,
                textTransform: 'uppercase',
                letterSpacing: '0.08em',
                color: theme.palette.amber100,
                margin: 0,
              })}
            >
              Oja for merchants
            </p>
            <p css={css({ ...theme.text.h1, margin: `${space[3]} 0 ${space[8]}` })}>
              Sell to more customers across Nigeria
            </p>
            <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[6] })}>
              {BENEFITS.map((benefit) => (
                <li key={benefit.title} css={css({ display: 'flex', gap: space[4] })}>
                  <span
                    css={css({
                      flex: 'none',
                      width: 32,
                      height: 32,
                      borderRadius: theme.radii.pill,
                      display: 'grid',
                      placeItems: 'center',
                      backgroundColor: 'rgba(255, 255, 255, 0.14)',
                      color: theme.palette.amber500,
                    })}
                  >
                    <CheckIcon size={18} strokeWidth={2.5} />
                  </span>
                  <span>
                    <span css={css({ display: 'block', fontWeight: theme.fontWeights.semibold })}>{benefit.title}</span>
                    <span css={css({ display: 'block', ...theme.text.bodySm, color: 'rgba(255, 255, 255, 0.82)' })}>
                      {benefit.text}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p css={css({ ...theme.text.bodySm, margin: 0, color: 'rgba(255, 255, 255, 0.75)' })}>
            Oja Logistics · food and groceries, packages and rides
          </p>
        </div>
      </aside>
      <div css={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
        <header
          css={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space[4],
            padding: `${space[4]} ${space[4]}`,
            [theme.media.md]: { padding: `${space[6]} ${space[10]}` },
          })}
        >
          <Link
            to="/"
            aria-label="Oja home"
            css={css({ borderRadius: theme.radii.sm, [theme.media.lg]: { visibility: 'hidden' } })}
          >
            <Logo height={30} title="Oja" />
          </Link>
          <p css={css({ ...theme.text.bodySm, margin: 0, color: colors.textMuted })}>
            Already a merchant?{' '}
            <Link to="/login" css={css({ color: colors.primaryText, fontWeight: theme.fontWeights.semibold })}>
              Log in
            </Link>
          </p>
        </header>
        <main
          css={css({
            flex: 1,
            width: '100%',
            maxWidth: 720,
            margin: '0 auto',
            padding: `0 ${space[4]} ${space[12]}`,
            [theme.media.md]: { padding: `0 ${space[10]} ${space[16]}` },
          })}
        >
          {children}
        </main>
      </div>
    </div>
  );
}
