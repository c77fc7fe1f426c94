// Store availability: the "Pause new orders" switch and the week's opening hours, the same controls as Order Mgt's
// (from @oja/shared), so a merchant finds them in either place and both show what the server holds.
import { css } from '@emotion/react';
import { OpeningHoursForm, PauseOrdersSwitch } from '@oja/shared/availability';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { usePauseOrders, useSaveWeekHours, useStoreAvailability, useWeekHours } from '../../data/store';
import { Section } from './section';

export function AvailabilitySection() {
  const theme = useOjaTheme();
  const store = useStoreAvailability();
  const pause = usePauseOrders();
  const hours = useWeekHours();
  const save = useSaveWeekHours();
  return (
    <Section
      id="store-availability"
      title="Store availability"
      intro="When customers can order from you. Opening hours are in Lagos time; pausing stops new orders at once."
    >
      {store.isError || hours.isError ? (
        <ErrorState
          message="We couldn't load your store's availability."
          onRetry={() => void Promise.all([store.refetch(), hours.refetch()])}
        />
      ) : !store.data || !hours.data ? (
        <LoadingState>Loading your store's availability...</LoadingState>
      ) : (
        <div css={css({ display: 'grid', gap: theme.space[4] })}>
          <PauseOrdersSwitch
            acceptingOrders={store.data.accepting_orders}
            open={store.data.open}
            onChange={pause.mutateAsync}
          />
          <div css={css({ display: 'grid', gap: theme.space[2] })}>
            <h3 css={css({ ...theme.text.label, margin: 0 })}>Opening hours</h3>
            <OpeningHoursForm days={hours.data} onSave={save.mutateAsync} />
          </div>
        </div>
      )}
    </Section>
  );
}
