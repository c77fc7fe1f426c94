// Phone numbers with libphonenumber-js (Google's libphonenumber metadata, the "max" set so the line type is
// known): never hand-written rules. Nigeria first, then every other country by name.
import type { Country, PhoneValidation } from '@oja/shared/contract';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

let countries: Country[] | null = null;

export function listCountries(): Country[] {
  countries ??= getCountries()
    .map((iso2) => ({ name: regionNames.of(iso2) ?? iso2, iso2, dial_code: `+${getCountryCallingCode(iso2)}` }))
    .sort((a, b) => (a.iso2 === 'NG' ? -1 : b.iso2 === 'NG' ? 1 : a.name.localeCompare(b.name)));
  return countries;
}

/**
 * The region a caller names: an ISO code ("NG") or a calling code ("+234", "234"). A calling code shared by
 * several countries (+1) gives its main country. Undefined when it names none.
 */
export function regionOf(countryCode: string | undefined): CountryCode | undefined {
  if (countryCode === undefined) return undefined;
  const value = countryCode.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(value)) return isSupportedCountry(value) ? value : undefined;
  const digits = value.replace(/^\+/, '');
  if (!/^[1-9]\d{0,3}$/.test(digits)) return undefined;
  return getCountries().find((iso2) => getCountryCallingCode(iso2) === digits && mainCountryFor(iso2, digits));
}

/** The main country of a shared calling code (US for +1, GB for +44, RU for +7). */
function mainCountryFor(iso2: CountryCode, digits: string): boolean {
  const main: Record<string, CountryCode> = {
    '1': 'US',
    '7': 'RU',
    '39': 'IT',
    '44': 'GB',
    '47': 'NO',
    '61': 'AU',
    '212': 'MA',
    '262': 'RE',
    '290': 'SH',
    '358': 'FI',
    '590': 'GP',
    '599': 'CW',
  };
  return main[digits] === undefined || main[digits] === iso2;
}

const TYPE_NAMES: Record<string, string> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'fixed_line',
  FIXED_LINE_OR_MOBILE: 'fixed_line_or_mobile',
  TOLL_FREE: 'toll_free',
  PREMIUM_RATE: 'premium_rate',
  SHARED_COST: 'shared_cost',
  VOIP: 'voip',
  PERSONAL_NUMBER: 'personal_number',
  PAGER: 'pager',
  UAN: 'uan',
  VOICEMAIL: 'voicemail',
};

/** What a number is. `region` is the country a national number is read in (absent: it must start with +). */
export function describePhone(phone: string, region: CountryCode | undefined): PhoneValidation {
  const parsed = parsePhoneNumberFromString(phone.trim().slice(0, 40), region);
  if (parsed === undefined) {
    return { valid: false, e164: null, national: null, international: null, country: null, type: null };
  }
  const type = parsed.getType();
  return {
    valid: parsed.isValid(),
    e164: parsed.number,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
    country: parsed.country ?? null,
    type: type === undefined ? null : (TYPE_NAMES[type] ?? type.toLowerCase()),
  };
}
