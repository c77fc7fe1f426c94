import { css } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Logo } from '@oja/shared/ui';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { greeting } from './greeting';
import { NavIcon } from './nav-icons';
import { type NavItem, searchNav } from './nav-items';

/**
 * Notification badges with fixed placeholder counts: no call feeds them (docs/product/screens.md, "Dashboard chrome").
 */
export const PLACEHOLDER_BADGES = { notifications: 3, messages: 5 } as const;

interface Props {
  name: string | undefined;
  items: readonly NavItem[];
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
}

export function Topbar({ name, items, menuButtonRef, onOpenMenu }: Props) {
  const theme = useOjaTheme();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const listId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const match = searchNav(items, query)[0];
    if (match?.to) {
      navigate(match.to);
      setQuery('');
    } else if (query.trim()) {
      toast.info(`No page matches "${query.trim()}".`);
    }
  };

  const iconButton = css({
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
  const count = css({
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
  });

  return (
    <header
      css={css({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        gridTemplateAreas: '"menu brand actions" "greet greet greet" "search search search"',
        alignItems: 'center',
        gap: `${theme.space[3]} ${theme.space[3]}`,
        padding: `${theme.space[3]} ${theme.space[4]}`,
        background: theme.colors.surface,
        borderBottom: `1px solid ${theme.colors.border}`,
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndices.sticky,
        [theme.media.md]: {
          gridTemplateColumns: '1fr minmax(220px, 360px) auto',
          gridTemplateAreas: '"greet search actions"',
          padding: `${theme.space[4]} ${theme.space[8]}`,
        },
      })}
    >
      <button
        ref={menuButtonRef}
        type="button"
        css={[iconButton, css({ gridArea: 'menu', [theme.media.md]: { display: 'none' } })]}
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
          ...theme.text.h3,
          color: theme.colors.text,
          [theme.media.md]: { fontSize: theme.fontSizes.xl },
        })}
      >
        {greeting(name)}
      </p>
      <search css={css({ gridArea: 'search', position: 'relative' })}>
        <form onSubmit={search}>
          <label htmlFor={searchId} css={visuallyHidden}>
            Search pages
          </label>
          <span
            css={css({
              position: 'absolute',
              left: theme.space[3],
              top: '50%',
              transform: 'translateY(-50%)',
              color: theme.colors.textMuted,
              display: 'flex',
            })}
          >
            <NavIcon name="search" />
          </span>
          <input
            id={searchId}
            type="search"
            list={listId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search pages"
            autoComplete="off"
            css={css({
              width: '100%',
              height: theme.controlHeights.touch,
              padding: `0 ${theme.space[3]} 0 ${theme.space[10]}`,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.pill,
              background: theme.colors.background,
              font: 'inherit',
              fontSize: theme.fontSizes.md,
              color: theme.colors.text,
            })}
          />
          <datalist id={listId}>
            {items
              .filter((item) => item.to)
              .map((item) => (
                <option key={item.label} value={item.label} />
              ))}
          </datalist>
        </form>
      </search>
      <div css={css({ gridArea: 'actions', display: 'flex', gap: theme.space[2] })}>
        <button
          type="button"
          css={iconButton}
          aria-label={`Notifications, ${PLACEHOLDER_BADGES.notifications} new`}
          onClick={() => toast.info('Notifications are coming soon to Oja.')}
        >
          <NavIcon name="bell" />
          <span css={count} aria-hidden="true">
            {PLACEHOLDER_BADGES.notifications}
          </span>
        </button>
        <button
          type="button"
          css={iconButton}
          aria-label={`Messages, ${PLACEHOLDER_BADGES.messages} unread`}
          onClick={() => toast.info('Messages are coming soon to Oja.')}
        >
          <NavIcon name="chat" />
          <span css={count} aria-hidden="true">
            {PLACEHOLDER_BADGES.messages}
          </span>
        </button>
      </div>
    </header>
  );
}
