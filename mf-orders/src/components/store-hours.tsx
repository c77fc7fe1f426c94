// Order Mgt's Hours tab: the week's opening hours, the same editor as the merchant's Settings (from @oja/shared), so
// a kitchen that closes early today changes it where it works, on its phone.
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import { OpeningHoursForm } from '@oja/shared/availability';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { useOpeningHours, useSaveOpeningHours } from '../data/orders';

export function StoreHours() {
  const theme = useOjaTheme();
  const hours = useOpeningHours();
  const save = useSaveOpeningHours();
  return (
    <section aria-labelledby="store-hours-title" css={css({ display: 'grid', gap: theme.space[3], maxWidth: 760 })}>
      <div>
        <h2 id="store-hours-title" css={css({ ...theme.text.h3, margin: 0 })}>
          Opening hours
        </h2>
        <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `${theme.space[1]} 0 0` })}>
          Lagos time. Outside these hours customers see you closed and no new order comes in. To stop orders right now,
          use "Pause new orders".
        </p>
      </div>
      {hours.data ? (
        <OpeningHoursForm days={hours.data} onSave={save.mutateAsync} />
      ) : hours.isError ? (
        <ErrorState message={getErrorMessage(hours.error)} onRetry={() => void hours.refetch()} />
      ) : (
        <LoadingState>Loading opening hours...</LoadingState>
      )}
    </section>
  );
}
