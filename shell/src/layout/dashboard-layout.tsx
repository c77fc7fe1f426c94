// The dashboard chrome (docs/product/screens.md, "Dashboard chrome"): sidebar, search, badges, greeting and logout
// around the dashboard pages. Under 768 px the sidebar folds behind a menu button (menu-drawer.tsx).
import { css } from '@emotion/react';
import { useMediaQuery } from '@oja/shared/hooks';
import { useSession } from '@oja/shared/session';
import { mediaQueries, useOjaTheme } from '@oja/shared/theme';
import { DASHBOARD_DURATION, setToastDurationOverride } from '@oja/shared/toast';
import { belowToastsStyles, ToastShelfCover } from '@oja/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { SitePage } from '../routing/site-pages';
import { MenuDrawer, SIDEBAR_WIDTH, SIDEBAR_WIDTH_NARROW, useMenuDrawer } from './menu-drawer';
import { navFor } from './nav-items';
import { PageSearch } from './page-search';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';
import { useLogout } from './use-logout';
import { useScrollToHash } from './use-scroll-to-hash';

export function DashboardLayout({ pages }: { pages: readonly SitePage[] }) {
  const theme = useOjaTheme();
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(mediaQueries.md);
  const menu = useMenuDrawer(pathname, isDesktop);
  const userType = user?.user_type;
  const items = useMemo(() => navFor(userType, pages), [userType, pages]);
  const [searchQuery, setSearchQuery] = useState('');
  const search = { items, query: searchQuery, onQueryChange: setSearchQuery };
  const logout = useLogout();
  // The page search may lead to a part of a page (#bank-account).
  useScrollToHash();
  useDashboardToasts();

  return (
    <div
      css={css({
        minHeight: '100vh',
        background: theme.colors.background,
        [theme.media.md]: { display: 'grid', gridTemplateColumns: `${SIDEBAR_WIDTH_NARROW}px minmax(0, 1fr)` },
        [theme.media.lg]: { gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)` },
      })}
    >
      <SkipLink />
      <MenuDrawer open={menu.drawerOpen} drawer={menu.drawer} onClose={menu.closeMenu}>
        {/* Choosing a page closes the drawer without pulling focus back: the new page's content takes it. */}
        <Sidebar
          items={items}
          search={isDesktop ? null : <PageSearch {...search} onNavigate={menu.leaveMenu} />}
          onLogout={logout}
          onNavigate={menu.leaveMenu}
        />
      </MenuDrawer>
      <div css={css({ minWidth: 0, display: 'flex', flexDirection: 'column' })} inert={menu.drawerOpen || undefined}>
        <Topbar
          name={user?.name}
          search={isDesktop ? <PageSearch {...search} /> : null}
          menuButtonRef={menu.menuButton}
          onOpenMenu={menu.openMenu}
        />
        {/* Below the bar the page slides down while toasts show, so they cover none of it (toast-shelf.tsx). */}
        <main id="main" tabIndex={-1} css={[css({ flex: 1, outline: 'none', minWidth: 0 }), belowToastsStyles(theme)]}>
          <ToastShelfCover />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Dashboard screens use 3 s toasts, whichever remote shows them (docs/product/constants.md). */
function useDashboardToasts() {
  useEffect(() => {
    setToastDurationOverride(DASHBOARD_DURATION);
    return () => setToastDurationOverride(null);
  }, []);
}

function SkipLink() {
  const theme = useOjaTheme();
  return (
    <a
      href="#main"
      css={css({
        position: 'absolute',
        left: theme.space[2],
        top: -100,
        zIndex: theme.zIndices.tooltip,
        padding: theme.space[3],
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        '&:focus': { top: theme.space[2] },
      })}
    >
      Skip to content
    </a>
  );
}
