// The offline geocoder (DECISIONS.md "External helpers"): a built-in gazetteer of Nigerian cities, areas and
// landmarks (nigeria-places.json). A place matches when every word typed is the start of one of its words
// (name, other names, city, state), ignoring case and accents; "12 Allen Avenue, Ikeja" keeps the street the
// merchant typed in front of the place it found.
import type { AddressPrediction, PlaceDetails } from '@oja/shared/contract';
import data from './nigeria-places.json';
import type { GeocodingProvider } from './types';

type Row = [string, string, string, string, number, number, string[]?];

export interface Place {
  id: string;
  name: string;
  kind: 'city' | 'area' | 'landmark';
  city: string;
  state: string;
  lat: number;
  lng: number;
  aliases: string[];
  description: string;
  /** Normalised words of the name and other names (matched first) and of the whole description. */
  nameWords: string[];
  allWords: string[];
  normalisedNames: string[];
}

const MAX_PREDICTIONS = 8;
const MAX_STREET_LENGTH = 200;
const PLACE_ID_PREFIX = 'oja:';

/** Lower case, accents and apostrophes gone, anything else that is not a letter or digit becomes a space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  const normal = normalise(text);
  return normal === '' ? [] : normal.split(' ');
}

function slug(text: string): string {
  return normalise(text).replace(/ /g, '-');
}

function describe(name: string, city: string, state: string): string {
  const parts = [name];
  if (normalise(city) !== normalise(name)) parts.push(city);
  if (normalise(state) !== normalise(city)) parts.push(state);
  parts.push('Nigeria');
  return parts.join(', ');
}

export function loadPlaces(): Place[] {
  return (data.places as Row[]).map(([name, kind, city, state, lat, lng, aliases = []]) => {
    const description = describe(name, city, state);
    return {
      id: slug(`${name} ${city === name ? state : city}`),
      name,
      kind: kind as Place['kind'],
      city,
      state,
      lat,
      lng,
      aliases,
      description,
      nameWords: [...words(name), ...aliases.flatMap(words)],
      allWords: [...words(description), ...aliases.flatMap(words)],
      normalisedNames: [normalise(name), ...aliases.map(normalise)],
    };
  });
}

const KIND_ORDER = { city: 0, area: 1, landmark: 2 } as const;

/** Lower is better: whole name typed, name starts with it, a name word starts with it, then anything. */
function score(place: Place, query: string, tokens: string[]): number | null {
  if (!tokens.every((token) => place.allWords.some((word) => word.startsWith(token)))) return null;
  if (place.normalisedNames.some((name) => name === query)) return 0;
  if (place.normalisedNames.some((name) => name.startsWith(query))) return 1;
  if (tokens.every((token) => place.nameWords.some((word) => word.startsWith(token)))) return 2;
  return 3;
}

export function searchPlaces(places: Place[], text: string, limit = MAX_PREDICTIONS): Place[] {
  const query = normalise(text);
  // Numbers (house numbers, "Phase 1") alone do not find a place.
  const tokens = query.split(' ').filter((token) => token !== '');
  if (!tokens.some((token) => /[a-z]/.test(token))) return [];
  const found: { place: Place; score: number }[] = [];
  for (const place of places) {
    const value = score(place, query, tokens);
    if (value !== null) found.push({ place, score: value });
  }
  found.sort(
    (a, b) =>
      a.score - b.score ||
      KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
      a.place.name.localeCompare(b.place.name),
  );
  return found.slice(0, limit).map((item) => item.place);
}

/** "12" + "Allen Avenue, ..." reads "12 Allen Avenue, ..."; a street name keeps its comma. */
function withStreet(street: string | null, description: string): string {
  if (!street) return description;
  return /^\d+[A-Za-z]?$/.test(street) ? `${street} ${description}` : `${street}, ${description}`;
}

function toDetails(place: Place, street: string | null): PlaceDetails {
  return {
    formatted_address: withStreet(street, place.description),
    geometry: { location: { lat: place.lat, lng: place.lng } },
  };
}

function placeId(place: Place, street: string | null): string {
  return street
    ? `${PLACE_ID_PREFIX}${place.id}~${Buffer.from(street).toString('base64url')}`
    : `${PLACE_ID_PREFIX}${place.id}`;
}

/**
 * The places the text names, trying the whole text first, then ever shorter endings of it: "12 Allen Avenue,
 * Ikeja" finds Allen Avenue with the street "12"... and keeps what came before as the street part.
 */
function findWithStreet(places: Place[], text: string): { place: Place; street: string | null }[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const starts = [...clean.matchAll(/[^\s,]+/g)].map((match) => match.index ?? 0);
  for (const start of starts) {
    const street = clean
      .slice(0, start)
      .replace(/[\s,]+$/, '')
      .slice(0, MAX_STREET_LENGTH);
    const found = searchPlaces(places, clean.slice(start));
    if (found.length > 0) return found.map((place) => ({ place, street: street === '' ? null : street }));
  }
  return [];
}

export function gazetteerProvider(places: Place[] = loadPlaces()): GeocodingProvider {
  const byId = new Map(places.map((place) => [place.id, place]));
  return {
    name: `offline gazetteer (${places.length} built-in Nigerian places)`,
    async autocomplete(input) {
      return findWithStreet(places, input).map(
        ({ place, street }): AddressPrediction => ({
          description: withStreet(street, place.description),
          place_id: placeId(place, street),
        }),
      );
    },
    async placeDetails(id) {
      if (!id.startsWith(PLACE_ID_PREFIX)) return null;
      const [key = '', encodedStreet] = id.slice(PLACE_ID_PREFIX.length).split('~', 2);
      const place = byId.get(key);
      if (place === undefined) return null;
      const street =
        encodedStreet === undefined
          ? null
          : Buffer.from(encodedStreet, 'base64url')
              .toString('utf8')
              .replace(/\p{Cc}/gu, '')
              .trim();
      return toDetails(place, street ? street.slice(0, MAX_STREET_LENGTH) : null);
    },
    async geocode(address) {
      const [first] = findWithStreet(places, address);
      return first === undefined ? null : toDetails(first.place, first.street);
    },
  };
}
