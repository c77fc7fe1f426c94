import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';

export interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  /** What is counted ("merchants"). */
  noun: string;
}

/** Previous / Next with where the reader is; the page lives in the URL, so back and forward move through it. */
export function Pagination({ page, lastPage, total, perPage, onPage, noun }: PaginationProps) {
  const theme = useOjaTheme();
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav
      aria-label="Pages"
      css={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space[3],
        flexWrap: 'wrap',
        paddingTop: theme.space[4],
      })}
    >
      <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: 0 })} aria-live="polite">
        {first}–{last} of {total} {noun}
      </p>
      <div css={css({ display: 'flex', gap: theme.space[2] })}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span css={css({ ...theme.text.bodySm, alignSelf: 'center', color: theme.colors.textSecondary })}>
          Page {page} of {lastPage}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
