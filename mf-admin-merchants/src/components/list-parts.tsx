// The parts of a paged list in a card, the same on Merchants Mgt's main view and the Activity page: the toolbar's
// grid above the rows, the sentence of an empty list, the rows faded while another page loads, and the pages below.
import { css } from '@emotion/react';
import type { Page } from '@oja/shared/api';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';

/** The toolbar's grid: `columns` side by side when the card is wide (the rows a table), one column of cards else. */
export function listToolbarStyles(
  theme: OjaTheme,
  { wide, columns, align }: { wide: boolean; columns: string; align: 'start' | 'end' },
) {
  const { space } = theme;
  return css({
    padding: wide ? `${space[4]} ${space[4]} ${space[3]}` : `0 0 ${space[3]}`,
    display: 'grid',
    gap: space[3],
    gridTemplateColumns: columns,
    alignItems: align,
  });
}

/** What an empty list says instead of its rows. */
export function EmptyList({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <p css={css({ margin: 0, padding: theme.space[8], textAlign: 'center', color: theme.colors.textMuted })}>
      {children}
    </p>
  );
}

/** The rows on screen, faded while the next page or filter loads (they stay until it comes). */
export function FadedWhileLoading({ loading, children }: { loading: boolean; children: ReactNode }) {
  return <div css={css({ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' })}>{children}</div>;
}

/** Previous and Next under the rows, once there is more than one page (or the address asks for a later one). */
export function ListPages({
  data,
  page,
  wide,
  noun,
  onPage,
}: {
  data: Page<unknown> | undefined;
  /** The page the address asks for. */
  page: number;
  wide: boolean;
  noun: string;
  onPage: (page: number) => void;
}) {
  const theme = useOjaTheme();
  if (!data || (data.last_page <= 1 && page <= 1)) return null;
  return (
    <div css={css({ padding: wide ? `0 ${theme.space[4]} ${theme.space[4]}` : 0 })}>
      <Pagination
        page={data.current_page}
        lastPage={data.last_page}
        total={data.total}
        perPage={data.per_page}
        onPage={onPage}
        noun={noun}
      />
    </div>
  );
}
