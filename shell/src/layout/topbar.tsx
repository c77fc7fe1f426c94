import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Logo, useTopBar } from '@oja/shared/ui';
import { type ReactNode, type RefObject, useRef } from 'react';
import { greeting } from './greeting';
import { NavIcon, type NavIconName } from './nav-icons';

/**
 * Notification badges with fixed placeholder counts: no call feeds them (docs/product/screens.md, "Dashboard chrome").
 */
export const PLACEHOLDER_BADGES = { notifications: 3, messages: 5 } as const;

/**
 * The top bar is sticky, so on a phone it is kept to one row of controls and one line of greeting (at most 96 px of
 * a 640 px screen); the page search moves into the menu drawer there (see page-search.tsx).
 */
interface Props {
  name: string | undefined;
  /** The page search, drawn here on wide screens only (`null` on a phone). */
  search: ReactNode;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
}

export function Topbar({ name, search, menuButtonRef, onOpenMenu }: Props) {
  const theme = useOjaTheme();
  // Toasts and the panels pages keep in view stand below it (@oja/shared/ui, useTopBar).
  const bar = useRef<HTMLElement>(null);
  useTopBar(bar);
  return (
    <header ref={bar} css={barStyles(theme)}>
      <button
        ref={menuButtonRef}
        type="button"
        css={[iconButtonStyles(theme), css({ gridArea: 'menu', [theme.media.md]: { display: 'none' } })]}
        aria-label="Open menu"
        aria-controls="dashboard-sidebar"
        onClick={onOpenMenu}
      >
        <NavIcon name="menu" />
      </button>
      <div css={css({ gridArea: 'brand', [theme.media.md]: { display: 'none' } })}>
        <Logo />
      </div>
      <p
        css={css({
          gridArea: 'greet',
          margin: 0,
          ...theme.text.label,
          fontSize: theme.fontSizes.md,
          color: theme.colors.text,
          [theme.media.md]: theme.text.h3,
          [theme.media.lg]: { fontSize: theme.fontSizes.xl },
        })}
      >
        {greeting(name)}
      </p>
      {search && <div css={css({ gridArea: 'search', minWidth: 0 })}>{search}</div>}
      <div css={css({ gridArea: 'actions', display: 'flex', gap: theme.space[2] })}>
        <BadgeButton
          label={`Notifications, ${PLACEHOLDER_BADGES.notifications} new`}
          icon="bell"
          count={PLACEHOLDER_BADGES.notifications}
          soon="Notifications are coming soon to Oja."
        />
        <BadgeButton
          label={`Messages, ${PLACEHOLDER_BADGES.messages} unread`}
          icon="chat"
          count={PLACEHOLDER_BADGES.messages}
          soon="Messages are coming soon to Oja."
        />
      </div>
    </header>
  );
}

/** A badge's button: its icon with the placeholder count; pressing it says what is coming. */
function BadgeButton({ label, icon, count, soon }: { label: string; icon: NavIconName; count: number; soon: string }) {
  const theme = useOjaTheme();
  return (
    <button type="button" css={iconButtonStyles(theme)} aria-label={label} onClick={() => toast.info(soon)}>
      <NavIcon name={icon} />
      <span
        aria-hidden="true"
        css={css({
          position: 'absolute',
          top: -4,
          right: -4,
          minWidth: 20,
          height: 20,
          padding: '0 5px',
          borderRadius: theme.radii.pill,
          background: theme.colors.accent,
          color: theme.colors.onAccent,
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.bold,
          lineHeight: '20px',
          textAlign: 'center',
        })}
      >
        {count}
      </span>
    </button>
  );
}

function iconButtonStyles(theme: OjaTheme) {
  return css({
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    width: theme.controlHeights.touch,
    height: theme.controlHeights.touch,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.surface,
    color: theme.colors.textSecondary,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceHover },
  });
}

function barStyles(theme: OjaTheme) {
  return css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"menu brand actions" "greet greet greet"',
    alignItems: 'center',
    gap: `${theme.space[1]} ${theme.space[3]}`,
    padding: `${theme.space[2]} ${theme.space[4]}`,
    background: theme.colors.surface,
    borderBottom: `1px solid ${theme.colors.border}`,
    position: 'sticky',
    top: 0,
    zIndex: theme.zIndices.sticky,
    // From 768 px one row. Below 1024 px greeting and search share the room (the search never under 140 px),
    // so beside a 240 px sidebar (800 px wide) the greeting keeps to one line, two for a long name.
    [theme.media.md]: {
      gridTemplateColumns: 'minmax(0, 1.2fr) minmax(140px, 1fr) auto',
      gridTemplateAreas: '"greet search actions"',
      gap: theme.space[4],
      padding: `${theme.space[4]} ${theme.space[6]}`,
    },
    [theme.media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 360px) auto',
      padding: `${theme.space[4]} ${theme.space[8]}`,
    },
  });
}
