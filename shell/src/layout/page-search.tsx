// "Search pages": jumps to the dashboard page whose name matches, or to the part of a page whose name or terms match
// ("bank" finds Settings → Bank account), from the pages' declarations (docs/product/site-wide.md). It is navigation, so on a
// phone it lives in the menu drawer, where it costs the top bar no height; on wider screens it sits in the top bar.
import { css } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavIcon } from './nav-icons';
import { type NavItem, searchNav, searchTargets } from './nav-items';

interface Props {
  items: readonly NavItem[];
  /**
   * What is typed, held by the dashboard chrome: the search moves between the top bar and the drawer when the
   * window crosses 768 px (a phone turned, a window resized), and the words typed go with it.
   */
  query: string;
  onQueryChange: (query: string) => void;
  onNavigate?: () => void;
}

export function PageSearch({ items, query, onQueryChange: setQuery, onNavigate }: Props) {
  const theme = useOjaTheme();
  const navigate = useNavigate();
  const searchId = useId();
  const listId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const match = searchNav(items, query)[0];
    if (match) {
      navigate(match.to);
      setQuery('');
      onNavigate?.();
    } else if (query.trim()) {
      toast.info(`No page matches "${query.trim()}".`);
    }
  };

  return (
    <search css={css({ position: 'relative', minWidth: 0 })}>
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
          {searchTargets(items).map((hit) => (
            <option key={hit.to} value={hit.label} />
          ))}
        </datalist>
      </form>
    </search>
  );
}
