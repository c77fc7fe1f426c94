// The Activity page's filters: the merchant (a search box offering matches), the action, Clear filters once one is
// set, and Export CSV (the log as filtered, every page).
import { css } from '@emotion/react';
import { ACTIVITY_ACTIONS } from '@oja/shared/contract';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Select } from '@oja/shared/ui';
import type { useActivityExport } from '../../data/merchants';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { actionLabel } from '../../lib/activity';
import { type ActivityFilters, activityActionOf } from '../../lib/activity-filters';
import { listToolbarStyles } from '../list-parts';
import { MerchantFilter } from './merchant-filter';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
];

export function ActivityToolbar({
  filters,
  wide,
  exporting,
  onShow,
}: {
  filters: ActivityFilters;
  wide: boolean;
  exporting: ReturnType<typeof useActivityExport>;
  /** Another filter; none of either is every row. */
  onShow: (next: Partial<ActivityFilters>) => void;
}) {
  const theme = useOjaTheme();
  const isAdmin = useIsAdmin();
  const { merchantId, action } = filters;
  const beside = css({ alignSelf: wide ? 'end' : 'start', marginBottom: wide ? 2 : 0 });
  return (
    <search
      aria-label="Filter the activity"
      css={listToolbarStyles(theme, {
        wide,
        columns: wide ? 'minmax(0, 1fr) 220px auto auto' : 'minmax(0, 1fr)',
        align: 'start',
      })}
    >
      <MerchantFilter merchantId={merchantId} onChange={(id) => onShow({ merchantId: id })} />
      <Select
        label="Action"
        name="action"
        value={action ?? ''}
        options={ACTION_OPTIONS}
        reserveErrorSpace={false}
        onChange={(event) => onShow({ action: activityActionOf(event.target.value) })}
      />
      {(merchantId !== null || action !== null) && (
        <Button variant="ghost" onClick={() => onShow({ merchantId: null, action: null })} css={beside}>
          Clear filters
        </Button>
      )}
      {isAdmin && (
        <Button
          variant="secondary"
          busy={exporting.isPending}
          busyLabel="Exporting..."
          onClick={() => exporting.mutate()}
          css={beside}
        >
          Export CSV
        </Button>
      )}
    </search>
  );
}
