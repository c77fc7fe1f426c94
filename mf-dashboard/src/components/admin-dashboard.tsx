// The admin dashboard (docs/product/screens.md, Dashboard): a welcome line, the real review figures, the four static
// stat cards (marked "Sample"), and the way to the one task an admin comes here for, reviewing merchant sign-ups (a
// link to the shell's route, not another remote's code).
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { buttonStyles } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { usePlatformFigures } from '../data/live-figures';
import { atRoomy } from '../lib/layout';
import { platformStats } from '../lib/order-figures';
import { ADMIN_STATS } from '../samples/admin-figures';
import { StatGlyph } from './icons';
import { PageHeader } from './page-header';
import { ReviewFigures } from './review-figures';
import { StatGrid } from './stat-grid';

/** "Welcome back, Ngozi Adebayo"; "Welcome back" when the name is missing. */
export function welcomeLine(name: string | null | undefined): string {
  const fullName = name?.trim().replace(/\s+/g, ' ');
  return fullName ? `Welcome back, ${fullName}` : 'Welcome back';
}

export function AdminDashboard({ name }: { name?: string | null }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const platform = usePlatformFigures().data?.orders;
  const live = platform !== undefined && platform.orders > 0;
  return (
    <>
      <PageHeader title="Dashboard">
        <span css={css({ display: 'block', ...theme.text.h3, color: colors.text })}>{welcomeLine(name)}</span>
        {live
          ? 'Here is Oja at a glance: orders, deliveries, riders and revenue across every merchant.'
          : 'Here is Oja at a glance. Order, delivery and rider figures are samples until those services go live.'}
      </PageHeader>
      <ReviewFigures />
      <StatGrid
        id="platform-activity-title"
        title="Platform activity"
        figures={live ? platformStats(platform) : ADMIN_STATS}
        sample={!live}
      />
      <section
        aria-labelledby="merchant-requests-title"
        css={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: `${space[3]} ${space[4]}`,
          alignItems: 'center',
          padding: space[5],
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.xs,
          [atRoomy]: { gridTemplateColumns: 'auto 1fr auto' },
        })}
      >
        <span
          css={css({
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: theme.radii.md,
            background: colors.accentSoft,
            color: colors.warning.fg,
          })}
        >
          <StatGlyph name="merchants" size={24} />
        </span>
        <div css={css({ minWidth: 0 })}>
          <h2 id="merchant-requests-title" css={css({ margin: 0, ...theme.text.h3, color: colors.text })}>
            {/* A non-breaking hyphen: "sign-" never ends a line. */}
            {'Merchant sign\u2011up requests'}
          </h2>
          <p css={css({ margin: 0, ...theme.text.bodySm, color: colors.textMuted })}>
            Review new businesses, check their documents, and approve or reject them.
          </p>
        </div>
        <Link
          to="/dashboard/merchants"
          css={css([
            buttonStyles(theme, { variant: 'primary' }),
            { gridColumn: '1 / -1', [atRoomy]: { gridColumn: 'auto' } },
          ])}
        >
          Go to Merchants Mgt
        </Link>
      </section>
    </>
  );
}
