// The main view of Merchants Mgt (docs/product/screens.md, "Merchants Mgt"): every merchant in a table with
// server-side pages, filtered by status and searched by business name or email (both in the URL), each real row
// opening the merchant's details, approved and suspended rows with Suspend or Reinstate; and the side panel. Loading,
// empty and failure states; a merchant (who may open the screen: docs/product/server-rules.md, "Merchants Mgt for a
// merchant") gets the failure state with the static sample rows and never a real merchant's data.
import { css } from '@emotion/react';
import { useMediaQuery } from '@oja/shared/hooks';
import { mediaQueries, useOjaTheme } from '@oja/shared/theme';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useMerchants, useMerchantsExport } from '../../data/merchants';
import { useElementWidth } from '../../hooks/use-element-width';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { useOverviewFilters } from '../../hooks/use-overview-filters';
import { useStanding } from '../../hooks/use-standing';
import { listFilterOf } from '../../lib/merchant-list-filters';
import { MERCHANTS_PER_PAGE } from '../../lib/paging';
import { StandingDialogs } from '../decision-dialogs';
import { PageFrame } from '../page-frame';
import { PageHeader } from '../page-header';
import { rowOf, SAMPLE_ROWS, standingActionOf } from './merchant-rows';
import { MerchantsList } from './merchants-list';
import { PendingRequests, SidePanel } from './side-panel';

/** Content widths (px) at which the side panel moves beside the table, and the table replaces the cards. */
const SIDE_BY_SIDE_FROM = 900;
const TABLE_FROM = 600;
/**
 * An admin's real list has two more columns (Status, Joined): the table needs more room before it replaces the cards,
 * and the side panel moves beside it only on a wide screen.
 */
const ADMIN_SIDE_BY_SIDE_FROM = 1240;
const ADMIN_TABLE_FROM = 860;
const SIDE_WIDTH = 300;

export function MerchantsOverview() {
  const { space } = useOjaTheme();
  const isAdmin = useIsAdmin();
  const filters = useOverviewFilters();
  const location = useLocation();
  const standing = useStanding();
  const root = useRef<HTMLDivElement>(null);
  const width = useElementWidth(root);
  const sideBySide = width >= (isAdmin ? ADMIN_SIDE_BY_SIDE_FROM : SIDE_BY_SIDE_FROM);
  const tableWidth = sideBySide ? width - SIDE_WIDTH - 24 : width;
  // On a phone the requests waiting for review, the admin's main job here, come first, above the merchants' list
  // (docs/product/admin-review.md); from 768 px the product's layout keeps them in the side column.
  const requestsFirst = !useMediaQuery(mediaQueries.md);

  // The table lists the merchants that trade on Oja (approved), or those suspended; applications wait in the
  // requests panel.
  const list = useMerchants(
    { page: filters.page, per_page: MERCHANTS_PER_PAGE, ...listFilterOf(filters) },
    { enabled: isAdmin },
  );
  const exporting = useMerchantsExport(listFilterOf(filters));
  // A merchant's request is never sent: the screen shows the failure state with the static rows at once.
  const failed = !isAdmin || list.isError;
  const from = `${location.pathname}${location.search}`;
  const rows = failed
    ? SAMPLE_ROWS
    : (list.data?.data ?? []).map((merchant) => rowOf(merchant, standingActionOf(merchant, standing.open), from));
  const goToPage = (next: number) => {
    filters.show({ page: next });
    root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <PageFrame ref={root}>
      <PageHeader title="Merchants Mgt">Every merchant on Oja, and the applications waiting for review.</PageHeader>
      <div
        css={css({
          display: 'grid',
          gap: space[6],
          gridTemplateColumns: sideBySide ? `minmax(0, 1fr) ${SIDE_WIDTH}px` : 'minmax(0, 1fr)',
          alignItems: 'start',
        })}
      >
        {requestsFirst && <PendingRequests isAdmin={isAdmin} />}
        <MerchantsList
          isAdmin={isAdmin}
          filters={filters}
          list={list}
          exporting={exporting}
          failed={failed}
          rows={rows}
          asTable={tableWidth >= (failed ? TABLE_FROM : ADMIN_TABLE_FROM)}
          onPage={goToPage}
        />
        <SidePanel isAdmin={isAdmin} withRequests={!requestsFirst} />
      </div>
      <StandingDialogs standing={standing} />
    </PageFrame>
  );
}
