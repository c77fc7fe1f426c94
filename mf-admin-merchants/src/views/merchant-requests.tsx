// The requests view (spec section 2): every pending request on the left, the chosen one's details on the right.
// The chosen request is in the URL (/dashboard/merchants/requests/:id), so back and forward move between them.
// Where the content column is narrow, list and details are one pane each: the list at /requests, a request's
// details at /requests/:id.
import { css } from '@emotion/react';
import { adminApi, getErrorMessage, type Merchant } from '@oja/shared/api';
import { useInterval } from '@oja/shared/hooks';
import { joinPath, useMountPath } from '@oja/shared/platform';
import { useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Card } from '@oja/shared/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApproveDialog, BulkApproveDialog, RejectDialog } from '../components/decision-dialogs';
import { ArrowLeftIcon } from '../components/icons';
import { MerchantDetails } from '../components/merchant-details';
import { RequestsList } from '../components/requests-list';
import { useElementWidth } from '../hooks/use-element-width';
import { useIsAdmin } from '../hooks/use-is-admin';
import { useRequest } from '../hooks/use-request';
import { businessNameOf } from '../lib/merchant-fields';

/** The whole queue in one list; beyond this many, the search finds the rest. */
const REQUESTS_LIMIT = 100;
const SEARCH_DELAY_MS = 300;
/** Document links are signed for 10 minutes (DECISIONS.md); the details are fetched again before they expire. */
const REFRESH_LINKS_MS = 9 * 60_000;
const TWO_PANES_FROM = 900;

type Dialog = { kind: 'approve' | 'reject'; merchant: Merchant } | { kind: 'bulk'; ids: number[] } | null;

/** A failure toast's reason: the server's message, or a plain one when no answer arrived at all. */
function reasonOf(error: unknown, fallback: string): string {
  const message = getErrorMessage(error);
  return message === fallback ? 'The server could not be reached. Please try again.' : message;
}

export function MerchantRequests() {
  const base = useMountPath();
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const params = useParams();
  const shownId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const root = useRef<HTMLDivElement>(null);
  const twoPanes = useElementWidth(root) >= TWO_PANES_FROM;

  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const pending = useRequest(
    `pending:${query}`,
    (signal) =>
      adminApi.merchants(
        { status: 'pending', per_page: REQUESTS_LIMIT, ...(query ? { search: query } : {}) },
        { signal },
      ),
    { enabled: isAdmin },
  );
  const requests = pending.state.data?.data ?? [];
  const listStatus = pending.state.status === 'error' ? 'error' : pending.state.data ? 'ready' : 'loading';

  const details = useRequest(
    `details:${shownId}`,
    async (signal) => (shownId === null ? null : (await adminApi.merchant({ id: shownId }, { signal })).merchant),
    { enabled: isAdmin && shownId !== null },
  );
  useInterval(details.reload, shownId !== null && isAdmin ? REFRESH_LINKS_MS : null);

  // Spec section 7: when the details call fails, the selected list row is shown.
  const row = requests.find((merchant) => merchant.id === shownId) ?? null;
  const detailsFor = details.state.data?.id === shownId ? details.state.data : null;
  const shown: Merchant | null = detailsFor ?? (details.state.status === 'error' ? row : null) ?? null;

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  /** After a decision: the `settled` count the list must pass before its first request is shown. */
  const selectFirstAfter = useRef<number | null>(null);
  const settledRef = useRef(pending.settled);
  settledRef.current = pending.settled;

  const show = useCallback(
    (id: number | null, replace = false) =>
      navigate(joinPath(base, id === null ? 'requests' : `requests/${id}`), { replace }),
    [navigate, base],
  );

  // Two panes with nothing chosen: the first request is shown, as after a decision.
  const first = requests[0];
  useEffect(() => {
    if (twoPanes && shownId === null && first) show(first.id, true);
  }, [twoPanes, shownId, first, show]);

  // Spec section 4: after approve or reject the pending list is refetched and the first pending merchant is
  // selected (none if empty).
  // The count, not the status: in the render that starts the reload the state still holds the old list.
  useEffect(() => {
    const after = selectFirstAfter.current;
    if (after === null || pending.settled <= after || pending.state.status === 'loading') return;
    selectFirstAfter.current = null;
    show(pending.state.data?.data[0]?.id ?? null, true);
  }, [pending.settled, pending.state, show]);

  const afterDecision = () => {
    selectFirstAfter.current = settledRef.current;
    pending.reload();
  };

  const approve = async (merchant: Merchant) => {
    setBusy(true);
    try {
      await adminApi.approve({ id: merchant.id }); // shows "Merchant approved successfully!"
      setSelected((current) => new Set([...current].filter((id) => id !== merchant.id)));
      setDialog(null);
      afterDecision();
    } catch (error) {
      toast.error(`Failed to approve merchant: ${reasonOf(error, adminApi.approve.failureMessage)}`);
      setDialog(null);
      pending.reload();
      details.reload();
    } finally {
      setBusy(false);
    }
  };

  const reject = async (merchant: Merchant, reason: string) => {
    setBusy(true);
    try {
      await adminApi.reject({ id: merchant.id, rejection_reason: reason }); // "Merchant rejected successfully!"
      setSelected((current) => new Set([...current].filter((id) => id !== merchant.id)));
      setDialog(null);
      afterDecision();
    } catch (error) {
      const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
      toast.error(`Failed to reject merchant: ${reasonOf(error, adminApi.reject.failureMessage)}`);
      // A refused reason keeps the dialog open to fix it; anything else closes it and refreshes.
      if (status !== 422) {
        setDialog(null);
        pending.reload();
        details.reload();
      }
    } finally {
      setBusy(false);
    }
  };

  const bulkApprove = async (ids: number[]) => {
    setBusy(true);
    try {
      const result = await adminApi.bulkApprove({ merchant_ids: ids }, { silent: true });
      if (result.approved.length > 0) toast.success(adminApi.bulkApprove.successMessage ?? '');
      const skipped = result.not_pending.length + result.not_found.length;
      if (skipped > 0) {
        toast.warning(
          `${skipped} of the selected merchants ${skipped === 1 ? 'was' : 'were'} no longer pending and ${skipped === 1 ? 'was' : 'were'} left as they are.`,
        );
      }
      setSelected(new Set());
      setDialog(null);
      afterDecision();
    } catch (error) {
      toast.error(`Failed to approve merchants: ${reasonOf(error, adminApi.bulkApprove.failureMessage)}`);
      setDialog(null);
      pending.reload();
    } finally {
      setBusy(false);
    }
  };

  const selectedNames = useMemo(
    () =>
      dialog?.kind === 'bulk'
        ? requests.filter((merchant) => dialog.ids.includes(merchant.id)).map((merchant) => businessNameOf(merchant))
        : [],
    [dialog, requests],
  );

  const backTarget = twoPanes ? base : joinPath(base, 'requests');
  const backLabel = twoPanes ? 'Back to Merchants Mgt' : 'Back to requests';
  const showList = twoPanes || shownId === null;
  const showDetails = twoPanes || shownId !== null;

  const list = (
    <RequestsList
      status={listStatus}
      requests={requests}
      total={pending.state.data?.total ?? 0}
      search={search}
      onSearch={setSearch}
      shownId={shownId}
      onShow={(id) => show(id)}
      selected={selected}
      onSelect={(id, checked) =>
        setSelected((current) => {
          const next = new Set(current);
          if (checked) next.add(id);
          else next.delete(id);
          return next;
        })
      }
      onSelectAll={(checked) => setSelected(checked ? new Set(requests.map((merchant) => merchant.id)) : new Set())}
      onBulkApprove={() =>
        setDialog({ kind: 'bulk', ids: requests.filter((m) => selected.has(m.id)).map((m) => m.id) })
      }
      onRetry={isAdmin ? pending.reload : undefined}
      readOnly={!isAdmin}
    />
  );

  let detailsPane: ReactNode;
  if (shown) {
    detailsPane = (
      <MerchantDetails
        merchant={shown}
        fromListOnly={!detailsFor}
        loadingDocuments={details.state.status === 'loading'}
        backLabel={backLabel}
        onBack={() => navigate(backTarget)}
        onApprove={() => setDialog({ kind: 'approve', merchant: shown })}
        onReject={() => setDialog({ kind: 'reject', merchant: shown })}
        readOnly={!isAdmin}
      />
    );
  } else if (shownId !== null && details.state.status === 'error') {
    detailsPane = (
      <div role="alert">
        <p css={css({ margin: 0, fontWeight: theme.fontWeights.medium, color: colors.error.fg })}>
          This request could not be loaded.
        </p>
        <p css={css({ color: colors.textMuted })}>It may have been removed, or the connection failed.</p>
        <Link to={backTarget} css={css({ color: colors.primaryText })}>
          {backLabel}
        </Link>
      </div>
    );
  } else if (shownId !== null) {
    detailsPane = (
      <p css={css({ color: colors.textMuted })} aria-live="polite">
        Loading the request...
      </p>
    );
  } else {
    detailsPane = (
      <p css={css({ color: colors.textMuted, margin: 0 })}>
        {listStatus === 'loading'
          ? 'Loading requests...'
          : listStatus === 'error' || requests.length === 0
            ? 'No request to show.'
            : 'Choose a request to see its details.'}
      </p>
    );
  }

  return (
    <div ref={root} css={css({ padding: space[4], [theme.media.md]: { padding: space[6] }, minWidth: 0 })}>
      <header css={css({ marginBottom: space[5] })}>
        <Link
          to={base}
          css={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: space[1.5],
            ...theme.text.bodySm,
            color: colors.primaryText,
            textDecoration: 'none',
            minHeight: theme.controlHeights.touch,
          })}
        >
          <ArrowLeftIcon width={16} height={16} />
          Merchants Mgt
        </Link>
        <h1 css={css({ ...theme.text.h1, margin: 0 })}>Merchant Requests</h1>
      </header>
      <div
        css={css({
          display: 'grid',
          gap: space[6],
          gridTemplateColumns: twoPanes ? 'minmax(280px, 380px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          alignItems: 'start',
        })}
      >
        {showList && <Card padding="sm">{list}</Card>}
        {showDetails && <Card padding="md">{detailsPane}</Card>}
      </div>
      <ApproveDialog
        open={dialog?.kind === 'approve'}
        businessName={dialog?.kind === 'approve' ? businessNameOf(dialog.merchant) : ''}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'approve' && void approve(dialog.merchant)}
      />
      <RejectDialog
        open={dialog?.kind === 'reject'}
        businessName={dialog?.kind === 'reject' ? businessNameOf(dialog.merchant) : ''}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) => dialog?.kind === 'reject' && void reject(dialog.merchant, reason)}
      />
      <BulkApproveDialog
        open={dialog?.kind === 'bulk'}
        names={selectedNames}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'bulk' && void bulkApprove(dialog.ids)}
      />
    </div>
  );
}
