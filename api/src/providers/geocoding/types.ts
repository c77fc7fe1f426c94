// What the pick-up point field needs from a geocoding service: suggestions as the merchant types, then the
// chosen place's address and coordinates.
import type { AddressPrediction, PlaceDetails } from '@oja/shared/contract';

export interface GeocodingProvider {
  /** Named in the log and the docs, so nobody mistakes the offline gazetteer for the real service. */
  readonly name: string;
  autocomplete(input: string): Promise<AddressPrediction[]>;
  /** Null when the place id names no place. Throws ProviderError when the service cannot be reached. */
  placeDetails(placeId: string): Promise<PlaceDetails | null>;
  /** The best match for a free-text address, or null. */
  geocode(address: string): Promise<PlaceDetails | null>;
}
