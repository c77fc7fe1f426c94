// The frame of the three steps: the shared guest layout, its brand panel (from 1024 px, where the form keeps room
// for two columns) saying what joining Oja brings, and a way to the sign-in for those who already sell on Oja.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { type BrandPanelContent, GuestLayout } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const PANEL: BrandPanelContent = {
  label: 'Why sell on Oja',
  eyebrow: 'Oja for merchants',
  headline: 'Sell to more customers across Nigeria',
  points: [
    {
      title: 'Customers near your pick-up point',
      text: 'Your menu reaches people ordering food and groceries around you.',
    },
    { title: 'Riders come to your door', text: 'Oja riders collect each order from the pick-up point you set.' },
    { title: 'Paid into your bank account', text: 'Sales are settled to the bank account you verify with your bank.' },
  ],
  footnote: 'Oja Logistics · food and groceries, packages and rides',
};

/** `topBar` replaces the way to the sign-in (a page of a signed-in merchant puts its sign-out there). */
export function RegistrationLayout({ children, topBar }: { children: ReactNode; topBar?: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <GuestLayout
      panel={PANEL}
      panelFrom="lg"
      contentWidth={640}
      topBar={
        topBar ?? (
          <p css={css({ ...theme.text.bodySm, margin: 0, color: theme.colors.textMuted })}>
            Already a merchant?{' '}
            <Link to="/login" css={css({ color: theme.colors.primaryText, fontWeight: theme.fontWeights.semibold })}>
              Log in
            </Link>
          </p>
        )
      }
    >
      {children}
    </GuestLayout>
  );
}

/** The white card the form sits on (registration's steps, the application area). */
export function RegistrationCard({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div
      css={css({
        backgroundColor: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.xl,
        boxShadow: theme.shadows.sm,
        padding: `${theme.space[6]} ${theme.space[4]}`,
        [theme.media.sm]: { padding: `${theme.space[8]} ${theme.space[8]}` },
      })}
    >
      {children}
    </div>
  );
}
