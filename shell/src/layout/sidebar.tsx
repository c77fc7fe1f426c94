import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Logo } from '@oja/shared/ui';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NavIcon } from './nav-icons';
import { activeItem, type NavItem } from './nav-items';

interface Props {
  items: readonly NavItem[];
  /** The page search, when the drawer holds it (on a phone). */
  search?: ReactNode;
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The dashboard's menu: routed items are links; the others are placeholders that say they are coming. */
export function Sidebar({ items, search, onNavigate, onLogout }: Props) {
  const theme = useOjaTheme();
  const { pathname } = useLocation();
  const current = activeItem(items, pathname);
  const soonId = useId();
  return (
    <div css={css({ display: 'flex', flexDirection: 'column', height: '100%', padding: theme.space[4] })}>
      <div css={css({ padding: `${theme.space[2]} ${theme.space[3]} ${theme.space[6]}` })}>
        <Logo />
      </div>
      {search && <div css={css({ marginBottom: theme.space[4] })}>{search}</div>}
      <nav aria-label="Dashboard" css={css({ flex: 1, overflowY: 'auto' })}>
        <p id={soonId} css={css(visuallyHidden)}>
          Coming soon
        </p>
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[1] })}>
          {items.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <PageLink item={item} to={item.to} current={current === item} onNavigate={onNavigate} />
              ) : (
                <SoonItem item={item} soonId={soonId} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        css={[itemStyles(theme), css({ marginTop: theme.space[4], color: theme.colors.danger })]}
        onClick={onLogout}
      >
        <NavIcon name="logout" />
        Logout
      </button>
    </div>
  );
}

/**
 * A plain Link: NavLink's own `end` matching left a page's nested routes (/dashboard/menu/items/new) without a
 * current item; `activeItem` already picks the longest matching prefix.
 */
function PageLink({
  item,
  to,
  current,
  onNavigate,
}: {
  item: NavItem;
  to: string;
  current: boolean;
  onNavigate?: () => void;
}) {
  const theme = useOjaTheme();
  return (
    <Link to={to} css={itemStyles(theme)} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      <NavIcon name={item.icon} />
      {item.label}
    </Link>
  );
}

/**
 * A placeholder. Not disabled: choosing it says the page is coming. Its name is the product's label alone; the
 * "Soon" mark is its description, so the label's text and name stay exactly the menu's.
 */
function SoonItem({ item, soonId }: { item: NavItem; soonId: string }) {
  const theme = useOjaTheme();
  return (
    <button
      type="button"
      css={itemStyles(theme)}
      aria-describedby={soonId}
      onClick={() => toast.info(`${item.label} is coming soon to Oja.`)}
    >
      <NavIcon name={item.icon} />
      <span css={css({ flex: 1, minWidth: 0 })}>{item.label}</span>
      <span
        aria-hidden="true"
        css={css({
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.medium,
          color: theme.colors.textMuted,
          background: theme.colors.surfaceSunken,
          borderRadius: theme.radii.pill,
          padding: `1px ${theme.space[2]}`,
          flexShrink: 0,
        })}
      >
        Soon
      </span>
    </button>
  );
}

function itemStyles(theme: OjaTheme) {
  return css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[3],
    width: '100%',
    minHeight: theme.controlHeights.touch,
    // A long label wraps onto a second line rather than being cut ("Customer Support").
    padding: `${theme.space[2]} ${theme.space[3]}`,
    lineHeight: theme.lineHeights.snug,
    border: 0,
    borderRadius: theme.radii.md,
    background: 'transparent',
    color: theme.colors.textSecondary,
    font: 'inherit',
    fontWeight: theme.fontWeights.medium,
    textDecoration: 'none',
    textAlign: 'left',
    cursor: 'pointer',
    transition: `background ${theme.motion.durations.fast}, color ${theme.motion.durations.fast}`,
    '&:hover': { background: theme.colors.surfaceHover, color: theme.colors.text },
    '&[aria-current="page"]': {
      background: theme.colors.primarySoft,
      color: theme.colors.primaryText,
      fontWeight: theme.fontWeights.semibold,
    },
  });
}
