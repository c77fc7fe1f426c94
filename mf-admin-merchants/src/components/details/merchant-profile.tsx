// One merchant's details from Merchants Mgt, whatever its status (/dashboard/merchants/:id): the details the
// requests view shows, with the actions that fit the status. Back returns to the list as it was left (its filters
// are in the URL the list link carried here), or to the list itself when the page was opened directly.
import { css } from '@emotion/react';
import { useMountPath } from '@oja/shared/platform';
import { useOjaTheme } from '@oja/shared/theme';
import { Card } from '@oja/shared/ui';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { useMerchantActions } from '../../hooks/use-merchant-actions';
import { useShownRequest } from '../../hooks/use-shown-request';
import { BackLink } from '../back-link';
import { BankReviewDialogs, DecisionDialogs, StandingDialogs } from '../decision-dialogs';
import { PageFrame } from '../page-frame';
import { RequestDetailsPane } from './request-details-pane';

const NO_ROWS = [] as const;

/** The list to go back to: the one the admin came from (its address, filters included), else the plain list. */
function useBackTarget(base: string): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith(base) ? from : base;
}

export function MerchantProfile() {
  const theme = useOjaTheme();
  const { space } = theme;
  const base = useMountPath();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const shown = useShownRequest(id, NO_ROWS, isAdmin);
  // The merchant stays on screen after an action: its details are fetched again and show the new status.
  const { decisions, standing, bankReview, open } = useMerchantActions({ unselect: () => {}, onDecided: () => {} });
  const backTarget = useBackTarget(base);

  return (
    <PageFrame maxWidth={880}>
      <header css={css({ marginBottom: space[5] })}>
        <BackLink to={backTarget}>Merchants Mgt</BackLink>
        <h1 css={css({ ...theme.text.h1, margin: 0 })}>Merchant</h1>
      </header>
      <Card padding="md">
        <RequestDetailsPane
          shown={shown}
          listStatus={isAdmin ? 'ready' : 'error'}
          listEmpty
          noun="merchant"
          backTarget={backTarget}
          backLabel="Back to merchants"
          onBack={() => navigate(backTarget)}
          onAction={open}
          readOnly={!isAdmin}
        />
      </Card>
      <DecisionDialogs decisions={decisions} requests={NO_ROWS} />
      <StandingDialogs standing={standing} />
      <BankReviewDialogs bankReview={bankReview} />
    </PageFrame>
  );
}
