// The right-hand pane of the requests view: the shown request, or what stands in for it.
import { css } from '@emotion/react';
import type { ListStatus } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Link } from 'react-router-dom';
import type { ShownRequest } from '../../hooks/use-shown-request';
import { MerchantDetails, type MerchantDetailsProps } from './merchant-details';

export interface RequestDetailsPaneProps
  extends Pick<MerchantDetailsProps, 'backLabel' | 'onBack' | 'onAction' | 'readOnly'> {
  shown: ShownRequest;
  listStatus: ListStatus;
  listEmpty: boolean;
  backTarget: string;
  /** What the pane shows: a request (the requests view) or any merchant (its details page). */
  noun?: 'request' | 'merchant';
}

export function RequestDetailsPane({
  shown,
  listStatus,
  listEmpty,
  backTarget,
  noun = 'request',
  ...actions
}: RequestDetailsPaneProps) {
  const theme = useOjaTheme();
  const { colors } = theme;
  switch (shown.state) {
    case 'shown':
      return (
        <MerchantDetails
          merchant={shown.merchant}
          fromListOnly={shown.fromListOnly}
          loadingDocuments={shown.refreshing}
          {...actions}
        />
      );
    case 'failed':
      return (
        <div role="alert">
          <p css={css({ margin: 0, fontWeight: theme.fontWeights.medium, color: colors.error.fg })}>
            This {noun} could not be loaded.
          </p>
          <p css={css({ color: colors.textMuted })}>It may have been removed, or the connection failed.</p>
          <Link to={backTarget} css={css({ color: colors.primaryText })}>
            {actions.backLabel}
          </Link>
        </div>
      );
    case 'loading':
      return (
        <p css={css({ color: colors.textMuted })} aria-live="polite">
          Loading the {noun}...
        </p>
      );
    default:
      return (
        <p css={css({ color: colors.textMuted, margin: 0 })}>
          {listStatus === 'loading'
            ? 'Loading requests...'
            : listStatus === 'error' || listEmpty
              ? `No ${noun} to show.`
              : 'Choose a request to see its details.'}
        </p>
      );
  }
}
