// What an activity row says beyond who, what and when: its reason, and for a change of profile or bank account
// each field that changed. Shown on the Activity page and in a merchant's status history.
import { css } from '@emotion/react';
import type { ActivityLogEntry } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { activityChanges, activityReason, changeLine } from '../lib/activity';

export function ActivityNotes({ details }: { details: ActivityLogEntry['details'] }) {
  const theme = useOjaTheme();
  const reason = activityReason(details);
  const changes = activityChanges(details);
  if (reason === null && changes.length === 0) return null;
  return (
    <div css={css({ display: 'grid', gap: theme.space[1], ...theme.text.bodySm, overflowWrap: 'anywhere' })}>
      {reason !== null && (
        <p css={css({ margin: 0 })}>
          <span css={css({ color: theme.colors.textMuted })}>Reason: </span>
          {reason}
        </p>
      )}
      {changes.length > 0 && (
        <ul aria-label="What changed" css={css({ margin: 0, paddingLeft: theme.space[5] })}>
          {changes.map((change) => (
            <li key={`${change.field}-${change.from}-${change.to}`}>{changeLine(change)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
