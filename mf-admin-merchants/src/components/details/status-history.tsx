// A merchant's status history in its details: every activity row about it (approved, rejected with the reason,
// suspended, reinstated, resubmitted, changed...), newest first, then its registration. Read from the activity log
// filtered by the merchant, so the history and the Activity page can never tell two stories.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { formatDateTime } from '@oja/shared/format';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Skeleton } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useActivity } from '../../data/merchants';
import { actionLabel, actorName } from '../../lib/activity';
import { activityPath } from '../../lib/paths';
import { ActivityNotes } from '../activity-notes';

/** More than any merchant's life holds; the Activity page pages through the rest. */
const HISTORY_SIZE = 50;

function Step({ label, at, by, children }: { label: string; at: string; by?: string; children?: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <li
      css={css({
        position: 'relative',
        paddingLeft: theme.space[5],
        display: 'grid',
        gap: theme.space[1],
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          top: 6,
          width: 9,
          height: 9,
          borderRadius: '50%',
          background: theme.colors.primary,
        },
      })}
    >
      <span css={css({ fontWeight: theme.fontWeights.semibold })}>{label}</span>
      <span css={css({ ...theme.text.caption, color: theme.colors.textMuted })}>
        <time dateTime={at}>{formatDateTime(at)}</time>
        {by ? ` · by ${by}` : ''}
      </span>
      {children}
    </li>
  );
}

export function StatusHistory({ merchant, enabled }: { merchant: Merchant; enabled: boolean }) {
  const theme = useOjaTheme();
  const history = useActivity({ merchant_id: merchant.id, per_page: HISTORY_SIZE }, { enabled });
  if (!enabled) return null;
  let content: ReactNode;
  if (history.isError) {
    content = (
      <ErrorState message="The history could not be loaded." retryLabel="Retry" onRetry={() => history.refetch()} />
    );
  } else if (history.data === undefined) {
    content = <Skeleton width="100%" height="64px" radius="md" />;
  } else {
    const entries = history.data.data;
    content = (
      <>
        <ol css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
          {entries.map((entry) => (
            <Step key={entry.id} label={actionLabel(entry.action)} at={entry.created_at} by={actorName(entry)}>
              <ActivityNotes details={entry.details} />
            </Step>
          ))}
          <Step label="Registered" at={merchant.created_at} />
        </ol>
        <Link
          to={activityPath({ merchant_id: merchant.id })}
          css={css({ display: 'inline-block', marginTop: theme.space[3], color: theme.colors.primaryText })}
        >
          See this merchant in Activity
        </Link>
      </>
    );
  }
  return content;
}
