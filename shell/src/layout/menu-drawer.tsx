// The dashboard's menu column: a sticky column from 768 px; under it a drawer behind the top bar's menu button, modal
// while open (the rest of the page is inert), closed on navigation, on Escape, on its backdrop and when the window
// grows to the desktop layout.
import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { keepTabInside, tabbableElements } from '@oja/shared/ui';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { NavIcon } from './nav-icons';

/** The sidebar's width from 1024 px; from 768 px to 1023 px it is narrower, leaving the greeting room. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_WIDTH_NARROW = 240;

/** The drawer's state: whether it is open (on a phone), its element, and the menu button focus goes back to. */
export function useMenuDrawer(pathname: string, isDesktop: boolean) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

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

  return {
    drawerOpen: menuOpen && !isDesktop,
    drawer,
    menuButton,
    openMenu: () => setMenuOpen(true),
    closeMenu,
    /** Closes it without pulling focus back: the new page's content takes it. */
    leaveMenu: () => setMenuOpen(false),
  };
}

interface MenuDrawerProps {
  open: boolean;
  drawer: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  /** The menu itself (the sidebar). */
  children: ReactNode;
}

/** The menu's column, or its drawer with a backdrop and a close button while open on a phone. */
export function MenuDrawer({ open, drawer, onClose, children }: MenuDrawerProps) {
  const theme = useOjaTheme();
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          onClick={onClose}
          css={css({ position: 'fixed', inset: 0, background: theme.colors.overlay, zIndex: theme.zIndices.overlay })}
        />
      )}
      <aside
        id="dashboard-sidebar"
        ref={drawer}
        aria-label="Menu"
        // Open on a phone it is a dialog; the rest of the page is `inert` meanwhile, which is what makes it modal.
        role={open ? 'dialog' : undefined}
        css={drawerStyles(theme, open)}
      >
        {open && (
          <button type="button" aria-label="Close menu" onClick={onClose} css={closeButtonStyles(theme)}>
            <NavIcon name="close" />
          </button>
        )}
        {children}
      </aside>
    </>
  );
}

function drawerStyles(theme: OjaTheme, open: boolean) {
  return css({
    background: theme.colors.surface,
    borderRight: `1px solid ${theme.colors.border}`,
    // Phones: an off-canvas drawer; desktop: a sticky column.
    position: 'fixed',
    inset: '0 auto 0 0',
    width: `min(${SIDEBAR_WIDTH}px, 85vw)`,
    zIndex: theme.zIndices.modal,
    transform: open ? 'none' : 'translateX(-100%)',
    visibility: open ? 'visible' : 'hidden',
    // Opening shows it at once (a hidden element cannot take the focus the drawer moves into it); closing keeps
    // it visible until it has slid away.
    transition: open
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
  });
}

function closeButtonStyles(theme: OjaTheme) {
  return css({
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
  });
}
