// What each row of the main view's table shows: a real merchant (its name opening its details, its standing with
// Suspend or Reinstate, its own figures once it has orders), or one of the static sample rows.
import type { Merchant } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { Button } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import type { StandingDialog } from '../../hooks/use-standing';
import { businessNameOf, logoOf } from '../../lib/merchant-fields';
import { merchantPath } from '../../lib/paths';
import { SAMPLE_MERCHANTS } from '../../samples/merchants';
import { STATUS_BADGES } from '../details/merchant-details';
import type { MerchantRowView } from './merchants-table';

export const SAMPLE_ROWS: MerchantRowView[] = SAMPLE_MERCHANTS.map((sample) => ({
  key: sample.id,
  name: sample.business_name,
  address: sample.pickup_address,
  logo: null,
  colour: sample.colour,
}));

/** A real merchant's row; its name opens its details, which lead back to `from` (this list as it is now). */
export const rowOf = (merchant: Merchant, action: ReactNode, from: string): MerchantRowView => ({
  key: String(merchant.id),
  name: businessNameOf(merchant),
  link: { to: merchantPath(merchant.id), state: { from } },
  address: merchant.pickup_address,
  logo: logoOf(merchant),
  standing: { ...STATUS_BADGES[merchant.verification_status], action },
  joined: formatDate(merchant.created_at),
  figures: performanceOf(merchant),
});

/** A merchant's own Performance (the share of its orders ready on time), Rating and Orders, once it has orders. */
function performanceOf(merchant: Merchant): MerchantRowView['figures'] {
  const performance = merchant.performance;
  if (!performance || performance.orders === 0) return undefined;
  return {
    performance: Math.round((performance.on_time_share ?? 0) * 100),
    rating: performance.rating ?? 0,
    orders: performance.orders,
  };
}

/**
 * Suspend for an approved merchant, Reinstate for a suspended one; none for the others (a request is reviewed and a
 * rejection waits for the merchant: from its details, the name's link).
 */
export function standingActionOf(
  merchant: Merchant,
  open: (dialog: NonNullable<StandingDialog>) => void,
): ReactNode | null {
  if (merchant.verification_status !== 'approved' && merchant.verification_status !== 'suspended') return null;
  const kind = merchant.verification_status === 'suspended' ? 'reinstate' : 'suspend';
  const name = businessNameOf(merchant);
  return (
    <Button
      size="sm"
      variant={kind === 'suspend' ? 'secondary' : 'primary'}
      aria-label={`${kind === 'suspend' ? 'Suspend' : 'Reinstate'} ${name}`}
      onClick={() => open({ kind, merchant })}
    >
      {kind === 'suspend' ? 'Suspend' : 'Reinstate'}
    </Button>
  );
}
