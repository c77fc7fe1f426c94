// The requests view (docs/product/screens.md, "Merchants Mgt"): every pending request on the left, the chosen
// one's details on the right.
// The chosen request is in the URL (/dashboard/merchants/requests/:id), so back and forward move between them.
// Where the content column is narrow, list and details are one pane each: the list at /requests, a request's
// details at /requests/:id. The data and the decisions live in hooks; this is the layout.
import { css } from '@emotion/react';
import type { Merchant, Page } from '@oja/shared/api';
import { BELOW_CHROME, joinPath, useMountPath } from '@oja/shared/platform';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { Card } from '@oja/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { merchantKeys } from '../../data/merchants';
import { useElementWidth } from '../../hooks/use-element-width';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { useMerchantActions } from '../../hooks/use-merchant-actions';
import { useRequestQueue } from '../../hooks/use-request-queue';
import { useSelection } from '../../hooks/use-selection';
import { useShownRequest } from '../../hooks/use-shown-request';
import { businessNameOf } from '../../lib/merchant-fields';
import { BackLink } from '../back-link';
import { BankReviewDialogs, DecisionDialogs, StandingDialogs } from '../decision-dialogs';
import { RequestDetailsPane } from '../details/request-details-pane';
import { PageFrame } from '../page-frame';
import { RequestsList } from './requests-list';

const TWO_PANES_FROM = 900;

/**
 * The request in the URL, and a way to show another (null: the list alone). With two panes the list stays where
 * the admin scrolled it (no scroll to the top, as a new page would have); with one, the details replace the list
 * and start at the top.
 */
function useShownId(base: string, keepScroll: boolean) {
  const navigate = useNavigate();
  const params = useParams();
  const shownId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const show = useCallback(
    (id: number | null, replace = false) =>
      navigate(joinPath(base, id === null ? 'requests' : `requests/${id}`), {
        replace,
        preventScrollReset: keepScroll,
      }),
    [navigate, base, keepScroll],
  );
  return { shownId, show, navigate };
}

/** What a screen reader hears once a decision has moved the view on to the next request. */
export function nextRequestAnnouncement(next: Merchant | undefined): string {
  return next
    ? `Now showing ${businessNameOf(next)}, the next pending request.`
    : 'No pending requests left to review.';
}

function RequestsHeader({ base }: { base: string }) {
  const theme = useOjaTheme();
  return (
    <header css={css({ marginBottom: theme.space[5] })}>
      <BackLink to={base}>Merchants Mgt</BackLink>
      <h1 css={css({ ...theme.text.h1, margin: 0 })}>Merchant Requests</h1>
    </header>
  );
}

/**
 * Keeps a request on the details pane while there are two: the first one when none is chosen (as after a decision),
 * and the first match when a search no longer lists the one shown (its Approve and Reject go with it), or none.
 */
function useShownFollowsList(
  twoPanes: boolean,
  shownId: number | null,
  queue: ReturnType<typeof useRequestQueue>,
  show: (id: number | null, replace?: boolean) => void,
) {
  const { requests, current: listCurrent, search: typedSearch } = queue;
  const first = requests[0];
  useEffect(() => {
    if (twoPanes && shownId === null && first) show(first.id, true);
  }, [twoPanes, shownId, first, show]);

  useEffect(() => {
    if (!twoPanes || !listCurrent || typedSearch.trim() === '' || shownId === null) return;
    if (!requests.some((merchant) => merchant.id === shownId)) show(requests[0]?.id ?? null, true);
  }, [twoPanes, listCurrent, typedSearch, shownId, requests, show]);
}

/** The list's card: the queue, its search, the ticks for bulk approval and the bulk approval itself. */
function QueueCard({
  queue,
  shownId,
  onShow,
  selection,
  onBulkApprove,
  readOnly,
}: {
  queue: ReturnType<typeof useRequestQueue>;
  shownId: number | null;
  onShow: (id: number) => void;
  selection: ReturnType<typeof useSelection>;
  onBulkApprove: (ids: number[]) => void;
  readOnly: boolean;
}) {
  const { requests } = queue;
  return (
    <Card padding="sm">
      <RequestsList
        status={queue.status}
        requests={requests}
        total={queue.total}
        search={queue.search}
        onSearch={queue.setSearch}
        shownId={shownId}
        onShow={onShow}
        selected={selection.selected}
        onSelect={selection.select}
        onSelectAll={(checked) => selection.selectOnly(checked ? requests.map((merchant) => merchant.id) : [])}
        onBulkApprove={() =>
          onBulkApprove(requests.filter((merchant) => selection.selected.has(merchant.id)).map(({ id }) => id))
        }
        onRetry={queue.retry}
        readOnly={readOnly}
      />
    </Card>
  );
}

/** The details' card; beside a long list it stays in view below the chrome's top bar, scrolling on its own. */
function DetailsCard({ sticky, children }: { sticky: boolean; children: ReactNode }) {
  const { space } = useOjaTheme();
  return (
    <Card
      padding="md"
      css={
        sticky
          ? css({
              position: 'sticky',
              top: `calc(${BELOW_CHROME} + ${space[4]})`,
              maxHeight: `calc(100vh - ${BELOW_CHROME} - ${space[8]})`,
              overflowY: 'auto',
            })
          : undefined
      }
    >
      {children}
    </Card>
  );
}

export function MerchantRequests() {
  const { space } = useOjaTheme();
  const base = useMountPath();
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const root = useRef<HTMLDivElement>(null);
  const twoPanes = useElementWidth(root) >= TWO_PANES_FROM;
  const { shownId, show, navigate } = useShownId(base, twoPanes);
  const [announcement, setAnnouncement] = useState('');

  const queue = useRequestQueue(isAdmin);
  const { requests } = queue;
  const shown = useShownRequest(shownId, requests, isAdmin);
  const selection = useSelection();
  const { decisions, standing, bankReview, open } = useMerchantActions({
    unselect: selection.unselect,
    // The list has been fetched again: its first request is shown, none if it is empty.
    onDecided: () => {
      const next = queryClient.getQueryData<Page<Merchant>>(merchantKeys.list(queue.query))?.data[0];
      show(next?.id ?? null, true);
      setAnnouncement(nextRequestAnnouncement(next));
    },
  });
  useShownFollowsList(twoPanes, shownId, queue, show);

  const backTarget = twoPanes ? base : joinPath(base, 'requests');

  return (
    <PageFrame ref={root}>
      <RequestsHeader base={base} />
      <div
        css={css({
          display: 'grid',
          gap: space[6],
          gridTemplateColumns: twoPanes ? 'minmax(280px, 380px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          alignItems: 'start',
        })}
      >
        {(twoPanes || shownId === null) && (
          <QueueCard
            queue={queue}
            shownId={shownId}
            onShow={(id) => show(id)}
            selection={selection}
            onBulkApprove={(ids) => decisions.open({ kind: 'bulk', ids })}
            readOnly={!isAdmin}
          />
        )}
        {(twoPanes || shownId !== null) && (
          <DetailsCard sticky={twoPanes}>
            <RequestDetailsPane
              shown={shown}
              listStatus={queue.status}
              listEmpty={requests.length === 0}
              backTarget={backTarget}
              backLabel={twoPanes ? 'Back to Merchants Mgt' : 'Back to requests'}
              onBack={() => navigate(backTarget)}
              onAction={open}
              readOnly={!isAdmin}
            />
          </DetailsCard>
        )}
      </div>
      <DecisionDialogs decisions={decisions} requests={requests} />
      <StandingDialogs standing={standing} />
      <BankReviewDialogs bankReview={bankReview} />
      {/* Always there, so a change of its text is read out. */}
      <p role="status" css={visuallyHidden}>
        {announcement}
      </p>
    </PageFrame>
  );
}
