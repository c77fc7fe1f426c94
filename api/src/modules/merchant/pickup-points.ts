// A merchant's pick-up points: where riders collect its orders; one is the default and the last one stays.
import type { PickupLocation } from '@oja/shared/contract';
import { PICKUP_LAST_DELETE_REFUSED, type PickupLocationPayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { conflict, invalidField, notFound } from '../../errors';
import { merchantOf } from '../../http/access';
import { toPickupLocation } from '../../present';

export const MAX_PICKUP_LOCATIONS = 20;
export const DEFAULT_PICKUP_NEEDED = 'To change the default, make another pick-up point the default.';
const PICKUP_NOT_FOUND = 'Pickup location not found';

/** A pick-up point as the API takes it, as the repository stores it. */
function pickupFields(input: PickupLocationPayload) {
  return {
    label: input.label,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    isDefault: input.is_default,
  };
}

export function pickupPointsService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    /** At most MAX_PICKUP_LOCATIONS, counted with the merchant's row locked (adds at the same moment included). */
    async addPickupLocation(principal: Principal, input: PickupLocationPayload): Promise<PickupLocation> {
      const { merchant } = merchantOf(principal);
      const row = await repos.pickupLocations.addWithinCap(merchant.id, pickupFields(input), MAX_PICKUP_LOCATIONS);
      if (row === 'cap') {
        throw invalidField('address', `A business can have at most ${MAX_PICKUP_LOCATIONS} pick-up points.`);
      }
      return toPickupLocation(row);
    },

    async updatePickupLocation(
      principal: Principal,
      id: number,
      input: PickupLocationPayload,
    ): Promise<PickupLocation> {
      const row = await repos.pickupLocations.update(merchantOf(principal).merchant.id, id, pickupFields(input));
      if (row === null) throw notFound(PICKUP_NOT_FOUND);
      if (row === 'default-needed') throw invalidField('is_default', DEFAULT_PICKUP_NEEDED);
      return toPickupLocation(row);
    },

    /** The last pick-up point of a business stays (409): riders need somewhere to collect orders. */
    async deletePickupLocation(principal: Principal, id: number): Promise<void> {
      const row = await repos.pickupLocations.delete(merchantOf(principal).merchant.id, id);
      if (row === null) throw notFound(PICKUP_NOT_FOUND);
      if (row === 'last') throw conflict(PICKUP_LAST_DELETE_REFUSED);
    },

    async pickupLocations(principal: Principal): Promise<PickupLocation[]> {
      return (await repos.pickupLocations.list(merchantOf(principal).merchant.id)).map(toPickupLocation);
    },
  };
}
