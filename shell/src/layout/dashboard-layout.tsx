// The dashboard chrome (docs/product/screens.md, "Dashboard chrome"): sidebar, search, badges, greeting and logout
// around the dashboard pages. Under 768 px the sidebar folds behind a menu button.
import { css } from '@emotion/react';
import { authApi } from '@oja/shared/api';
import { useMediaQuery } from '@oja/shared/hooks';
import { clearSession, sessionStore, useSession } from '@oja/shared/session';
import { mediaQueries, useOjaTheme } from '@oja/shared/theme';
import { DASHBOARD_DURATION, setToastDurationOverride } from '@oja/shared/toast';
import { belowToastsStyles, keepTabInside, ToastShelfCover, tabbableElements } from '@oja/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { SitePage } from '../routing/site-pages';
import { NavIcon } from './nav-icons';
import { navFor } from './nav-items';
import { PageSearch } from './page-search';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';
import { useScrollToHash } from './use-scroll-to-hash';

/** The sidebar's width from 1024 px; from 768 px to 1023 px it is narrower, leaving the greeting room. */
const SIDEBAR_WIDTH = 280;
const SIDEBAR_WIDTH_NARROW = 240;
/** How long the logout call may take to revoke the token (the visitor is already signed out by then). */
const LOGOUT_WAIT_MS = 5000;

export function DashboardLayout({ pages }: { pages: readonly SitePage[] }) {
  const theme = useOjaTheme();
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(mediaQueries.md);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const userType = user?.user_type;
  const items = useMemo(() => navFor(userType, pages), [userType, pages]);
  // The page search may lead to a part of a page (#bank-account).
  useScrollToHash();

  // Dashboard screens use 3 s toasts, whichever remote shows them (docs/product/constants.md).
  useEffect(() => {
    setToastDurationOverride(DASHBOARD_DURATION);
    return () => setToastDurationOverride(null);
  }, []);

  // Focus goes back to the menu button once the drawer has closed: while it is open the rest of the page is
  // inert, and an inert element cannot take focus.
  const returnFocus = useRef(false);
  const closeMenu = useCallback(() => {
    returnFocus.current = true;
    setMenuOpen(false);
  }, []);
  useEffect(() => {
    if (menuOpen || !returnFocus.current) return;
    returnFocus.current = false;
    menuButton.current?.focus();
  }, [menuOpen]);

  // The drawer closes on navigation, on Escape, and when the window grows to the desktop layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point
  useEffect(() => setMenuOpen(false), [pathname, isDesktop]);
  useEffect(() => {
    if (!menuOpen) return;
    if (drawer.current) tabbableElements(drawer.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
      // Focus stays inside the open drawer, as in a dialog.
      if (drawer.current) keepTabInside(event, drawer.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  // Spec: logout clears the stored token and user and goes to /login, even if the logout call fails. The session
  // ends here first and the dashboard goes, then the token is revoked: a dashboard page left mounted while the call
  // ran could still start a request with the token, which the server, having revoked it, answered with a 401.
  const logout = useCallback(async () => {
    const token = sessionStore.getState().token;
    clearSession();
    navigate('/login', { replace: true });
    if (token === null) return;
    try {
      await authApi.logout(undefined, { token, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
    } catch {
      // Signed out here whatever the server said; the token expires on its own.
    }
  }, [navigate]);

  const drawerOpen = menuOpen && !isDesktop;

  return (
    <div
      css={css({
        minHeight: '100vh',
        background: theme.colors.background,
        [theme.media.md]: { display: 'grid', gridTemplateColumns: `${SIDEBAR_WIDTH_NARROW}px minmax(0, 1fr)` },
        [theme.media.lg]: { gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)` },
      })}
    >
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
      {drawerOpen && (
        <div
          aria-hidden="true"
          onClick={closeMenu}
          css={css({ position: 'fixed', inset: 0, background: theme.colors.overlay, zIndex: theme.zIndices.overlay })}
        />
      )}
      <aside
        id="dashboard-sidebar"
        ref={drawer}
        aria-label="Menu"
        // Open on a phone it is a dialog; the rest of the page is `inert` meanwhile, which is what makes it modal.
        role={drawerOpen ? 'dialog' : undefined}
        css={css({
          background: theme.colors.surface,
          borderRight: `1px solid ${theme.colors.border}`,
          // Phones: an off-canvas drawer; desktop: a sticky column.
          position: 'fixed',
          inset: '0 auto 0 0',
          width: `min(${SIDEBAR_WIDTH}px, 85vw)`,
          zIndex: theme.zIndices.modal,
          transform: drawerOpen ? 'none' : 'translateX(-100%)',
          visibility: drawerOpen ? 'visible' : 'hidden',
          // Opening shows it at once (a hidden element cannot take the focus the drawer moves into it); closing keeps
          // it visible until it has slid away.
          transition: drawerOpen
            ? `transform ${theme.motion.durations.base} ${theme.motion.easings.standard}, visibility 0s`
            : `transform ${theme.motion.durations.base} ${theme.motion.easings.standard}, visibility 0s ${theme.motion.durations.base}`,
          [theme.media.md]: {
            position: 'sticky',
            top: 0,
            height: '100vh',
            width: 'auto',
            transform: 'none',
            visibility: 'visible',
          },
        })}
      >
        {drawerOpen && (
          <button
            type="button"
            aria-label="Close menu"
            onClick={closeMenu}
            css={css({
              position: 'absolute',
              top: theme.space[4],
              right: theme.space[4],
              display: 'grid',
              placeItems: 'center',
              width: theme.controlHeights.touch,
              height: theme.controlHeights.touch,
              border: 0,
              borderRadius: theme.radii.pill,
              background: theme.colors.surfaceSunken,
              cursor: 'pointer',
            })}
          >
            <NavIcon name="close" />
          </button>
        )}
        {/* Choosing a page closes the drawer without pulling focus back: the new page's content takes it. */}
        <Sidebar
          items={items}
          search={isDesktop ? null : <PageSearch items={items} onNavigate={() => setMenuOpen(false)} />}
          onLogout={logout}
          onNavigate={() => setMenuOpen(false)}
        />
      </aside>
      <div css={css({ minWidth: 0, display: 'flex', flexDirection: 'column' })} inert={drawerOpen || undefined}>
        <Topbar
          name={user?.name}
          search={isDesktop ? <PageSearch items={items} /> : null}
          menuButtonRef={menuButton}
          onOpenMenu={() => setMenuOpen(true)}
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
