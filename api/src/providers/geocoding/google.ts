// Google Maps Platform (Places Autocomplete, Place Details, Geocoding), used only when GOOGLE_MAPS_API_KEY is
// set. The server key stays on the server; answers are cached (people retype the same prefixes).
import type { AddressPrediction, PlaceDetails } from '@oja/shared/contract';
import { type FetchLike, fetchJson, isRecord, ProviderError, TtlCache } from '../http';
import type { GeocodingProvider } from './types';

export interface GoogleGeocodingOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

const PROVIDER = 'Google Maps';
const CACHE_TTL_MS = 30 * 60_000;

function toDetails(result: unknown): PlaceDetails | null {
  if (!isRecord(result) || typeof result.formatted_address !== 'string') return null;
  const location = isRecord(result.geometry) && isRecord(result.geometry.location) ? result.geometry.location : null;
  if (location === null || typeof location.lat !== 'number' || typeof location.lng !== 'number') return null;
  return {
    formatted_address: result.formatted_address,
    geometry: { location: { lat: location.lat, lng: location.lng } },
  };
}

export function googleGeocodingProvider(options: GoogleGeocodingOptions): GeocodingProvider {
  const baseUrl = (options.baseUrl ?? 'https://maps.googleapis.com/maps/api').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const predictions = new TtlCache<AddressPrediction[]>(CACHE_TTL_MS, 2_000);
  const details = new TtlCache<PlaceDetails | null>(CACHE_TTL_MS, 2_000);

  async function call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const query = new URLSearchParams({ ...params, key: options.apiKey });
    const { status, body } = await fetchJson({
      provider: PROVIDER,
      url: `${baseUrl}${path}?${query.toString()}`,
      timeoutMs,
      fetch: options.fetch,
    });
    if (status !== 200 || !isRecord(body)) throw new ProviderError(PROVIDER, `${path} answered ${status}`);
    // ZERO_RESULTS and NOT_FOUND are answers; any other status (REQUEST_DENIED, OVER_QUERY_LIMIT) is a failure.
    if (!['OK', 'ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST'].includes(String(body.status))) {
      throw new ProviderError(PROVIDER, `${path} status ${String(body.status)}`);
    }
    return body;
  }

  return {
    name: 'Google Maps',
    async autocomplete(input) {
      const key = input.trim().toLowerCase();
      const cached = predictions.get(key);
      if (cached !== undefined) return cached;
      const body = await call('/place/autocomplete/json', { input, components: 'country:ng' });
      const list = Array.isArray(body.predictions) ? body.predictions : [];
      const result = list
        .filter(isRecord)
        .filter((item) => typeof item.description === 'string' && typeof item.place_id === 'string')
        .map((item) => ({ description: String(item.description), place_id: String(item.place_id) }));
      predictions.set(key, result);
      return result;
    },
    async placeDetails(placeId) {
      const cached = details.get(placeId);
      if (cached !== undefined) return cached;
      const body = await call('/place/details/json', { place_id: placeId, fields: 'formatted_address,geometry' });
      const result = toDetails(body.result);
      details.set(placeId, result);
      return result;
    },
    async geocode(address) {
      const body = await call('/geocode/json', { address, region: 'ng', components: 'country:NG' });
      const [first] = Array.isArray(body.results) ? body.results : [];
      return toDetails(first);
    },
  };
}
