// The requests view's list (spec section 2): every pending request, with a search by business name or email,
// a checkbox per row for bulk approval, and the row itself a button that shows the request's details.
// Up and Down arrows move between the rows; the shown one is marked `aria-current`.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Button, Checkbox, Skeleton, TextField, VisuallyHidden } from '@oja/shared/ui';
import { type KeyboardEvent, useRef } from 'react';
import { businessNameOf, emailOf, logoOf } from '../lib/merchant-fields';
import { SearchIcon } from './icons';
import { MerchantLogo } from './merchant-logo';

export interface RequestsListProps {
  status: 'loading' | 'error' | 'ready';
  requests: readonly Merchant[];
  total: number;
  search: string;
  onSearch: (value: string) => void;
  shownId: number | null;
  onShow: (id: number) => void;
  selected: ReadonlySet<number>;
  onSelect: (id: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onBulkApprove: () => void;
  onRetry?: () => void;
  /** The admin API is not for this user: nothing can be selected or approved. */
  readOnly?: boolean;
}

export function RequestsList({
  status,
  requests,
  total,
  search,
  onSearch,
  shownId,
  onShow,
  selected,
  onSelect,
  onSelectAll,
  onBulkApprove,
  onRetry,
  readOnly = false,
}: RequestsListProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const listRef = useRef<HTMLUListElement>(null);
  const selectedCount = requests.filter((merchant) => selected.has(merchant.id)).length;
  const allSelected = requests.length > 0 && selectedCount === requests.length;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-request]') ?? [])];
    const index = buttons.indexOf(event.currentTarget);
    const next =
      event.key === 'Home'
        ? buttons[0]
        : event.key === 'End'
          ? buttons[buttons.length - 1]
          : buttons[index + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <section aria-labelledby="requests-heading" css={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
      <div css={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: space[2] })}>
        <h2 id="requests-heading" css={css({ ...theme.text.h3, margin: 0 })}>
          Pending requests
        </h2>
        {status === 'ready' && (
          <span css={css({ ...theme.text.bodySm, color: colors.textMuted })}>
            {total} {total === 1 ? 'request' : 'requests'}
          </span>
        )}
      </div>
      <div css={css({ marginTop: space[3] })}>
        <TextField
          label="Search requests"
          hideLabel
          type="search"
          placeholder="Search by business name or email"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          leadingAddon={<SearchIcon />}
          reserveErrorSpace={false}
          disabled={readOnly}
          maxLength={100}
        />
      </div>
      {!readOnly && requests.length > 0 && (
        <div
          css={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space[2],
            flexWrap: 'wrap',
            marginTop: space[2],
            paddingInline: space[2],
          })}
        >
          <Checkbox
            label={allSelected ? 'Unselect all' : 'Select all'}
            checked={allSelected}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
          {selectedCount > 0 && (
            <Button size="sm" onClick={onBulkApprove}>
              Approve selected ({selectedCount})
            </Button>
          )}
        </div>
      )}
      {status === 'loading' && requests.length === 0 && (
        <div css={css({ display: 'grid', gap: space[2], marginTop: space[3] })} aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} width="100%" height="64px" radius="md" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <div role="alert" css={css({ marginTop: space[3], color: colors.error.fg })}>
          <p css={css({ margin: 0, fontWeight: theme.fontWeights.medium })}>Failed to fetch merchants.</p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry} css={css({ marginTop: space[2] })}>
              Retry
            </Button>
          )}
        </div>
      )}
      {status === 'ready' && requests.length === 0 && (
        <p css={css({ margin: 0, marginTop: space[4], color: colors.textMuted })}>
          {search.trim() ? `No pending request matches "${search.trim()}".` : 'No pending merchant requests.'}
        </p>
      )}
      {requests.length > 0 && (
        <ul
          ref={listRef}
          aria-label="Pending requests"
          aria-busy={status === 'loading'}
          css={css({
            listStyle: 'none',
            margin: 0,
            marginTop: space[2],
            padding: 0,
            display: 'grid',
            gap: space[1],
            opacity: status === 'loading' ? 0.6 : 1,
          })}
        >
          {requests.map((merchant) => {
            const name = businessNameOf(merchant);
            const shown = merchant.id === shownId;
            return (
              <li
                key={merchant.id}
                css={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: space[1],
                  minWidth: 0,
                  paddingLeft: space[2],
                  borderRadius: theme.radii.md,
                  background: shown ? colors.primarySoft : 'transparent',
                  boxShadow: shown ? `inset 3px 0 0 ${colors.primary}` : 'none',
                })}
              >
                {!readOnly && (
                  <Checkbox
                    label={<VisuallyHidden>Select {name}</VisuallyHidden>}
                    checked={selected.has(merchant.id)}
                    onChange={(event) => onSelect(merchant.id, event.target.checked)}
                  />
                )}
                <button
                  type="button"
                  data-request={merchant.id}
                  aria-current={shown ? 'true' : undefined}
                  onClick={() => onShow(merchant.id)}
                  onKeyDown={moveFocus}
                  css={css({
                    flex: 1,
                    minWidth: 0,
                    display: 'flex',
                    alignItems: 'center',
                    gap: space[3],
                    padding: `${space[2.5]} ${space[2]}`,
                    border: 0,
                    borderRadius: theme.radii.md,
                    background: 'transparent',
                    color: colors.text,
                    textAlign: 'left',
                    font: 'inherit',
                    cursor: 'pointer',
                    '&:hover': { background: shown ? 'transparent' : colors.surfaceHover },
                    '&:focus-visible': focusRing(theme),
                  })}
                >
                  <MerchantLogo name={name} src={logoOf(merchant)} size={40} />
                  <span css={css({ flex: 1, minWidth: 0 })}>
                    <span
                      css={css({ display: 'block', fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' })}
                    >
                      {name}
                    </span>
                    <span
                      css={css({
                        display: 'block',
                        ...theme.text.bodySm,
                        color: colors.textMuted,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      })}
                    >
                      {emailOf(merchant)}
                    </span>
                    <span css={css({ display: 'block', ...theme.text.caption, color: colors.textMuted })}>
                      Applied {formatDate(merchant.created_at)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {status === 'ready' && total > requests.length && (
        <p css={css({ ...theme.text.bodySm, color: colors.textMuted, marginTop: space[3] })}>
          Showing the first {requests.length} of {total}. Search to find the others.
        </p>
      )}
    </section>
  );
}
