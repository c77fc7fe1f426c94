// The frame of every sign-in screen: the shared guest layout, its brand panel (from 768 px) with the delivery
// illustration; the card and heading the forms sit in.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { type BrandPanelContent, GuestLayout } from '@oja/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import { DeliveryArtwork } from './delivery-artwork';

const PANEL: BrandPanelContent = {
  label: 'Oja for merchants',
  eyebrow: 'Oja Logistics for merchants',
  headline: 'Smarter delivery for the businesses that feed Nigeria.',
  points: [
    { title: 'Manage your menu, prices and stock in one place' },
    { title: 'Every merchant is reviewed before going live' },
    { title: 'Food, groceries and pharmacy, delivered across Nigeria' },
  ],
};

export function AuthLayout({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <GuestLayout
      panel={{ ...PANEL, art: <DeliveryArtwork css={css({ maxWidth: 560, marginBottom: `-${theme.space[10]}` })} /> }}
      centred
    >
      {children}
    </GuestLayout>
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

/** A form of these pages: its fields and buttons in one column, `gap` (a step of the theme's spacing) apart. */
export function AuthForm({
  onSubmit,
  label,
  gap = 4,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Its name, where the page's heading does not already say what it is for. */
  label?: string;
  gap?: 4 | 6;
  children: ReactNode;
}) {
  const theme = useOjaTheme();
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      css={css({ display: 'flex', flexDirection: 'column', gap: theme.space[gap] })}
    >
      {children}
    </form>
  );
}
