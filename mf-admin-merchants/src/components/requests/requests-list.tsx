// The requests view's list (docs/product/screens.md, "Merchants Mgt"): every pending request, with a search by business
// name or email, a checkbox per row for bulk approval, and the row itself a button that shows the request's details. Up
// and Down arrows move between the rows; the shown one is marked `aria-current`.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { EmptyMessage, ErrorState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Button, Checkbox, Skeleton, VisuallyHidden } from '@oja/shared/ui';
import { type KeyboardEvent, useRef } from 'react';
import { businessNameOf, emailOf, logoOf } from '../../lib/merchant-fields';
import { MerchantLogo } from '../merchant-logo';
import { ResubmittedBadge } from '../resubmitted-badge';
import { SearchField } from '../search-field';

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

/** Up and Down move to the next or previous request's row, Home and End to the first or last. */
function moveFocusAmongRows(list: HTMLElement, event: KeyboardEvent<HTMLButtonElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button[data-request]')];
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
}

export function RequestsList(props: RequestsListProps) {
  const { status, requests, total, search, shownId, selected, readOnly = false } = props;
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const listRef = useRef<HTMLUListElement>(null);
  const selectedCount = requests.filter((merchant) => selected.has(merchant.id)).length;
  const allSelected = requests.length > 0 && selectedCount === requests.length;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (listRef.current) moveFocusAmongRows(listRef.current, event);
  };

  return (
    <section aria-labelledby="requests-heading" css={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
      <ListHeading count={status === 'ready' ? total : null} />
      <div css={css({ marginTop: space[3] })}>
        <SearchField
          label="Search requests"
          hideLabel
          placeholder="Search by business name or email"
          value={search}
          onChange={(event) => props.onSearch(event.target.value)}
          disabled={readOnly}
        />
      </div>
      {!readOnly && requests.length > 0 && <SelectAll allSelected={allSelected} onSelectAll={props.onSelectAll} />}
      {status === 'loading' && requests.length === 0 && (
        <div css={css({ display: 'grid', gap: space[2], marginTop: space[3] })} aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} width="100%" height="64px" radius="md" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <div css={css({ marginTop: space[3] })}>
          <ErrorState message="Failed to fetch merchants." retryLabel="Retry" onRetry={props.onRetry} />
        </div>
      )}
      {status === 'ready' && requests.length === 0 && (
        <div css={css({ marginTop: space[4] })}>
          <EmptyMessage>
            {search.trim() ? `No pending request matches "${search.trim()}".` : 'No pending merchant requests.'}
          </EmptyMessage>
        </div>
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
          {requests.map((merchant) => (
            <RequestRow
              key={merchant.id}
              merchant={merchant}
              shown={merchant.id === shownId}
              selected={readOnly ? null : selected.has(merchant.id)}
              onSelect={(checked) => props.onSelect(merchant.id, checked)}
              onShow={() => props.onShow(merchant.id)}
              onKeyDown={moveFocus}
            />
          ))}
        </ul>
      )}
      {status === 'ready' && total > requests.length && (
        <p css={css({ ...theme.text.bodySm, color: colors.textMuted, marginTop: space[3] })}>
          Showing the first {requests.length} of {total}. Search to find the others.
        </p>
      )}
      {!readOnly && selectedCount > 0 && <BulkBar selectedCount={selectedCount} onBulkApprove={props.onBulkApprove} />}
    </section>
  );
}

/** One pending request: a checkbox for bulk approval (not when read-only), and the row that shows its details. */
function RequestRow({
  merchant,
  shown,
  selected,
  onSelect,
  onShow,
  onKeyDown,
}: {
  merchant: Merchant;
  shown: boolean;
  /** null: nothing can be selected. */
  selected: boolean | null;
  onSelect: (checked: boolean) => void;
  onShow: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const name = businessNameOf(merchant);
  return (
    <li
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
      {selected !== null && (
        <Checkbox
          label={<VisuallyHidden>Select {name}</VisuallyHidden>}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      )}
      <button
        type="button"
        data-request={merchant.id}
        aria-current={shown ? 'true' : undefined}
        onClick={onShow}
        onKeyDown={onKeyDown}
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
          <span css={css({ display: 'block', fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' })}>
            {name}
            <ResubmittedBadge merchant={merchant} />
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
}

/** Select all (or none) of the listed requests. */
function SelectAll({ allSelected, onSelectAll }: { allSelected: boolean; onSelectAll: (checked: boolean) => void }) {
  const { space } = useOjaTheme();
  return (
    <div css={css({ marginTop: space[2], paddingInline: space[2] })}>
      <Checkbox
        label={allSelected ? 'Unselect all' : 'Select all'}
        checked={allSelected}
        onChange={(event) => onSelectAll(event.target.checked)}
      />
    </div>
  );
}

/**
 * The bulk approval of what is selected. It follows the list and sticks to the bottom of the window while the list
 * goes on below it, so however far down the admin has scrolled to select, the action stays in view.
 */
function BulkBar({ selectedCount, onBulkApprove }: { selectedCount: number; onBulkApprove: () => void }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <div
      data-testid="bulk-bar"
      css={css({
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndices.raised,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space[2],
        flexWrap: 'wrap',
        marginTop: space[3],
        padding: `${space[3]} ${space[2]}`,
        background: colors.surface,
        borderTop: `1px solid ${colors.border}`,
        boxShadow: theme.shadows.md,
      })}
    >
      <span css={css({ ...theme.text.bodySm, color: colors.textSecondary })}>{selectedCount} selected</span>
      <Button size="sm" onClick={onBulkApprove}>
        Approve selected ({selectedCount})
      </Button>
    </div>
  );
}

/** "Pending requests", and how many there are once known. */
function ListHeading({ count }: { count: number | null }) {
  const theme = useOjaTheme();
  return (
    <div css={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space[2] })}>
      <h2 id="requests-heading" css={css({ ...theme.text.h3, margin: 0 })}>
        Pending requests
      </h2>
      {count !== null && (
        <span css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
          {count} {count === 1 ? 'request' : 'requests'}
        </span>
      )}
    </div>
  );
}
