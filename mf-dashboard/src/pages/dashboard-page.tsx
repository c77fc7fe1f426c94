// /dashboard (docs/product/screens.md, Dashboard): the Merchant Dashboard for a merchant, the admin dashboard for
// anyone else the shell lets in. The shell draws the chrome (sidebar, search, greeting); this is the page's content.
import { css } from '@emotion/react';
import { useSession } from '@oja/shared/session';
import { useOjaTheme } from '@oja/shared/theme';
import { AdminDashboard } from '../components/admin-dashboard';
import { MerchantDashboard } from '../components/merchant-dashboard';
import { CONTAINER } from '../lib/layout';

export default function DashboardPage() {
  const theme = useOjaTheme();
  const user = useSession((state) => state.user);
  const isMerchant = user?.user_type === 'merchant';
  return (
    <div css={css(CONTAINER)}>
      <div
        css={css({
          display: 'grid',
          gap: theme.space[6],
          maxWidth: 1280,
          margin: '0 auto',
          padding: `${theme.space[5]} ${theme.space[4]} ${theme.space[10]}`,
          [theme.media.md]: { padding: `${theme.space[8]} ${theme.space[8]} ${theme.space[12]}`, gap: theme.space[8] },
        })}
      >
        {isMerchant ? (
          <MerchantDashboard businessName={user?.merchant?.business_name} />
        ) : (
          <AdminDashboard name={user?.name} />
        )}
      </div>
    </div>
  );
}
