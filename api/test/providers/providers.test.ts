// The providers behind the registration form's lookups: the offline bank list and sandbox, the gazetteer and its
// matching, Paystack and Google Maps over a stubbed fetch (answers, failures, timeouts, caching), the phone
// helpers. Their routes: test/modules/lookups/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NIGERIAN_BANKS } from '../../src/providers/banks/nigerian-banks';
import { offlineBankProvider, SANDBOX_ACCOUNTS } from '../../src/providers/banks/offline';
import { paystackBankProvider } from '../../src/providers/banks/paystack';
import { gazetteerProvider, loadPlaces, normalise, searchPlaces } from '../../src/providers/geocoding/gazetteer';
import { googleGeocodingProvider } from '../../src/providers/geocoding/google';
import { type FetchLike, ProviderError, TtlCache } from '../../src/providers/http';
import { createProviders } from '../../src/providers/index';
import { describePhone, listCountries, regionOf } from '../../src/providers/phone/phone';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that records its calls and answers from `answer`. */
function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer(url);
  };
  return { fetch, calls };
}

describe('offline bank provider', () => {
  const banks = offlineBankProvider();

  it('lists the Nigerian banks with their real codes, each code once', async () => {
    const list = await banks.listBanks();
    assert.ok(list.length >= 60, `${list.length} banks`);
    assert.equal(new Set(list.map((bank) => bank.code)).size, list.length);
    const byName = new Map(list.map((bank) => [bank.name, bank.code]));
    for (const [name, code] of [
      ['Access Bank', '044'],
      ['First Bank of Nigeria', '011'],
      ['Guaranty Trust Bank', '058'],
      ['United Bank For Africa', '033'],
      ['Zenith Bank', '057'],
      ['Fidelity Bank', '070'],
      ['First City Monument Bank', '214'],
      ['Stanbic IBTC Bank', '221'],
      ['Sterling Bank', '232'],
      ['Union Bank of Nigeria', '032'],
      ['Wema Bank', '035'],
      ['Ecobank Nigeria', '050'],
      ['Polaris Bank', '076'],
      ['Keystone Bank', '082'],
      ['Jaiz Bank', '301'],
      ['Kuda Bank', '50211'],
      ['OPay', '999992'],
      ['Moniepoint MFB', '50515'],
    ] as const) {
      assert.equal(byName.get(name), code, name);
    }
    assert.deepEqual(list[0], { id: 1, name: NIGERIAN_BANKS[0]?.name, code: NIGERIAN_BANKS[0]?.code });
  });

  it('resolves 0123456789 at every listed bank to OJA SANDBOX ACCOUNT, and nothing else unknown', async () => {
    for (const bank of await banks.listBanks()) {
      assert.equal(await banks.resolveAccount(bank.code, '0123456789'), 'OJA SANDBOX ACCOUNT', bank.name);
    }
    assert.equal(await banks.resolveAccount('058', '0123456780'), null);
    assert.equal(await banks.resolveAccount('not-a-bank', '0123456789'), null);
  });

  it('resolves each documented sandbox account at its own bank only', async () => {
    for (const account of SANDBOX_ACCOUNTS) {
      assert.equal(await banks.resolveAccount(account.bankCode, account.accountNumber), account.accountName);
      const otherBank = account.bankCode === '044' ? '058' : '044';
      assert.equal(await banks.resolveAccount(otherBank, account.accountNumber), null);
    }
  });
});

describe('Paystack provider', () => {
  const secretKey = 'sk_test_0123456789';

  it('reads the bank list once, with the secret key, and caches it', async () => {
    const stub = stubFetch(() =>
      jsonResponse(200, {
        status: true,
        data: [
          { id: 1, name: 'Access Bank', code: '044', active: true },
          { id: 2, name: 'Closed Bank', code: '999', active: false },
          { id: 3, name: 'Zenith Bank', code: '057', active: true },
        ],
      }),
    );
    const provider = paystackBankProvider({ secretKey, fetch: stub.fetch });
    const [first, second] = await Promise.all([provider.listBanks(), provider.listBanks()]);
    assert.deepEqual(first, [
      { id: 1, name: 'Access Bank', code: '044' },
      { id: 3, name: 'Zenith Bank', code: '057' },
    ]);
    assert.deepEqual(second, first);
    await provider.listBanks();
    assert.equal(stub.calls.length, 1);
    assert.match(stub.calls[0]?.url ?? '', /^https:\/\/api\.paystack\.co\/bank\?country=nigeria/);
    const headers = (stub.calls[0]?.init?.headers ?? {}) as Record<string, string>;
    assert.equal(headers.authorization, `Bearer ${secretKey}`);
  });

  it('resolves an account name, says null for an account Paystack cannot resolve, and caches both', async () => {
    const stub = stubFetch((url) =>
      url.includes('account_number=0000000000')
        ? jsonResponse(422, { status: false, message: 'Could not resolve account name' })
        : jsonResponse(200, { status: true, data: { account_name: ' ADA OKAFOR ', account_number: '0001112223' } }),
    );
    const provider = paystackBankProvider({ secretKey, fetch: stub.fetch });
    assert.equal(await provider.resolveAccount('058', '0001112223'), 'ADA OKAFOR');
    assert.equal(await provider.resolveAccount('058', '0000000000'), null);
    assert.equal(await provider.resolveAccount('058', '0001112223'), 'ADA OKAFOR');
    assert.equal(stub.calls.length, 2);
    assert.match(stub.calls[0]?.url ?? '', /\/bank\/resolve\?account_number=0001112223&bank_code=058$/);
  });

  it('turns a server error, a body that is not JSON and a timeout into ProviderError', async () => {
    const failing = paystackBankProvider({ secretKey, fetch: stubFetch(() => jsonResponse(500, {})).fetch });
    await assert.rejects(failing.listBanks(), ProviderError);
    const garbage = paystackBankProvider({ secretKey, fetch: stubFetch(() => new Response('<html>')).fetch });
    await assert.rejects(garbage.resolveAccount('058', '0123456789'), ProviderError);
    // A provider that never answers: the deadline ends the wait.
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = paystackBankProvider({ secretKey, fetch: hanging, timeoutMs: 50 });
    const started = Date.now();
    await assert.rejects(slow.listBanks(), /Paystack: timed out/);
    assert.ok(Date.now() - started < 2_000);
  });
});

describe('the gazetteer', () => {
  const places = loadPlaces();
  const geocoding = gazetteerProvider(places);

  it('holds at least 300 Nigerian places with coordinates inside Nigeria, each id once', () => {
    assert.ok(places.length >= 300, `${places.length} places`);
    assert.equal(new Set(places.map((place) => place.id)).size, places.length);
    for (const place of places) {
      assert.ok(place.lat > 4 && place.lat < 14, `${place.name} latitude ${place.lat}`);
      assert.ok(place.lng > 2.6 && place.lng < 14.7, `${place.name} longitude ${place.lng}`);
    }
  });

  it('has every state capital and the Federal Capital Territory', () => {
    const capitals = [
      'Umuahia',
      'Yola',
      'Uyo',
      'Awka',
      'Bauchi',
      'Yenagoa',
      'Makurdi',
      'Maiduguri',
      'Calabar',
      'Asaba',
      'Abakaliki',
      'Benin City',
      'Ado-Ekiti',
      'Enugu',
      'Gombe',
      'Owerri',
      'Dutse',
      'Kaduna',
      'Kano',
      'Katsina',
      'Birnin Kebbi',
      'Lokoja',
      'Ilorin',
      'Ikeja',
      'Lafia',
      'Minna',
      'Abeokuta',
      'Akure',
      'Osogbo',
      'Ibadan',
      'Jos',
      'Port Harcourt',
      'Sokoto',
      'Jalingo',
      'Damaturu',
      'Gusau',
      'Abuja',
    ];
    const cities = new Set(places.filter((place) => place.kind === 'city').map((place) => place.name));
    for (const capital of capitals) assert.ok(cities.has(capital), capital);
    assert.equal(new Set(places.map((place) => place.state)).size, 37);
  });

  it('has the main areas and landmarks of Lagos, Abuja, Port Harcourt, Ibadan and Kano', () => {
    for (const [city, minimum] of [
      ['Lagos', 60],
      ['Abuja', 30],
      ['Port Harcourt', 25],
      ['Ibadan', 25],
      ['Kano', 20],
    ] as const) {
      const count = places.filter((place) => place.city === city || place.description.includes(`, ${city},`)).length;
      assert.ok(count >= minimum, `${city}: ${count}`);
    }
  });

  it('matches by prefix and by word, ignoring case and accents', () => {
    assert.equal(searchPlaces(places, 'ike')[0]?.name, 'Ikeja');
    assert.equal(searchPlaces(places, 'IKEJA')[0]?.name, 'Ikeja');
    assert.equal(searchPlaces(places, 'ikéjà')[0]?.name, 'Ikeja');
    assert.ok(
      searchPlaces(places, 'island').some((place) => place.name === 'Victoria Island'),
      'a later word',
    );
    assert.ok(searchPlaces(places, 'tin can').some((place) => place.name === 'Tin Can Island Port'));
    assert.equal(searchPlaces(places, 'murtala airport')[0]?.name, 'Murtala Muhammed International Airport');
    assert.equal(searchPlaces(places, 'unilag')[0]?.name, 'University of Lagos', 'other names');
    assert.ok(
      searchPlaces(places, 'garki abuja').some((place) => place.name === 'Garki'),
      'city words',
    );
    assert.equal(searchPlaces(places, 'emirs palace')[0]?.name, "Emir's Palace Kano");
    assert.deepEqual(searchPlaces(places, 'zzzq'), []);
    assert.deepEqual(searchPlaces(places, '123'), []);
    assert.ok(searchPlaces(places, 'a').length <= 8);
    assert.equal(normalise('  Ọ̀jà, Ìbàdàn! '), 'oja ibadan');
  });

  it('keeps the street typed before a place, through the suggestion and its details', async () => {
    const [first] = await geocoding.autocomplete('12 Allen Avenue, Ikeja');
    assert.equal(first?.description, '12 Allen Avenue, Ikeja, Lagos, Nigeria');
    const [second] = await geocoding.autocomplete('25 Adeola Odeku Street, Victoria Island');
    assert.equal(second?.description, '25 Adeola Odeku Street, Victoria Island, Lagos, Nigeria');
    const details = await geocoding.placeDetails(second?.place_id ?? '');
    assert.deepEqual(details, {
      formatted_address: '25 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
      geometry: { location: { lat: 6.4281, lng: 3.4219 } },
    });
  });

  it('answers null for an unknown place id, and geocodes free text', async () => {
    assert.equal(await geocoding.placeDetails('oja:nowhere'), null);
    assert.equal(await geocoding.placeDetails('ChIJ-google-id'), null);
    assert.equal(
      (await geocoding.geocode('Wuse 2, Abuja'))?.formatted_address,
      'Wuse 2, Abuja, Federal Capital Territory, Nigeria',
    );
    assert.equal(await geocoding.geocode('Atlantis'), null);
  });
});

describe('Google Maps provider', () => {
  it('asks Nigerian suggestions with the server key, and caches them', async () => {
    const stub = stubFetch(() =>
      jsonResponse(200, {
        status: 'OK',
        predictions: [{ description: 'Ikeja, Lagos, Nigeria', place_id: 'ChIJ1' }, { bad: true }],
      }),
    );
    const provider = googleGeocodingProvider({ apiKey: 'server-key', fetch: stub.fetch });
    assert.deepEqual(await provider.autocomplete('Ikeja'), [
      { description: 'Ikeja, Lagos, Nigeria', place_id: 'ChIJ1' },
    ]);
    await provider.autocomplete('ikeja ');
    assert.equal(stub.calls.length, 1);
    const url = new URL(stub.calls[0]?.url ?? '');
    assert.equal(url.pathname, '/maps/api/place/autocomplete/json');
    assert.equal(url.searchParams.get('components'), 'country:ng');
    assert.equal(url.searchParams.get('key'), 'server-key');
  });

  it('reads place details, and says null for a place it does not know', async () => {
    const stub = stubFetch((url) =>
      url.includes('place_id=known')
        ? jsonResponse(200, {
            status: 'OK',
            result: { formatted_address: 'Allen Ave, Ikeja', geometry: { location: { lat: 6.6, lng: 3.35 } } },
          })
        : jsonResponse(200, { status: 'NOT_FOUND' }),
    );
    const provider = googleGeocodingProvider({ apiKey: 'k', fetch: stub.fetch });
    assert.deepEqual(await provider.placeDetails('known'), {
      formatted_address: 'Allen Ave, Ikeja',
      geometry: { location: { lat: 6.6, lng: 3.35 } },
    });
    assert.equal(await provider.placeDetails('unknown'), null);
  });

  it('treats a refused key as the provider failing', async () => {
    const stub = stubFetch(() => jsonResponse(200, { status: 'REQUEST_DENIED' }));
    const provider = googleGeocodingProvider({ apiKey: 'k', fetch: stub.fetch });
    await assert.rejects(provider.autocomplete('Ikeja'), ProviderError);
  });
});

describe('choosing the providers', () => {
  it('uses the offline providers without keys and the real ones with them', () => {
    const offline = createProviders();
    assert.match(offline.banks.name, /offline/);
    assert.match(offline.geocoding.name, /offline gazetteer/);
    assert.deepEqual(offline.publicKeys, { paystack: null, maps: null });
    const real = createProviders({
      paystackSecretKey: 'sk',
      paystackPublicKey: 'pk_test',
      googleMapsApiKey: 'server',
      googleMapsBrowserKey: 'browser',
    });
    assert.equal(real.banks.name, 'Paystack');
    assert.equal(real.geocoding.name, 'Google Maps');
    assert.match(offline.payments.name, /sandbox/);
    assert.equal(real.payments.name, 'Paystack');
    assert.deepEqual(real.publicKeys, { paystack: 'pk_test', maps: 'browser' });
  });

  it('TtlCache forgets entries after their time and keeps at most its size', () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('c'), 3);
    now = 101;
    assert.equal(cache.get('c'), undefined);
  });
});

describe('phone numbers (libphonenumber-js)', () => {
  it('lists the countries with Nigeria first', () => {
    const countries = listCountries();
    assert.deepEqual(countries[0], { name: 'Nigeria', iso2: 'NG', dial_code: '+234' });
    assert.ok(countries.length > 200);
  });

  it('reads calling codes and ISO codes', () => {
    assert.equal(regionOf('+234'), 'NG');
    assert.equal(regionOf('234'), 'NG');
    assert.equal(regionOf('ng'), 'NG');
    assert.equal(regionOf('+1'), 'US');
    assert.equal(regionOf('+44'), 'GB');
    assert.equal(regionOf('+999'), undefined);
    assert.equal(regionOf('XX'), undefined);
  });

  it('describes a Nigerian mobile number typed the local way', () => {
    assert.deepEqual(describePhone('0803 123 4567', 'NG'), {
      valid: true,
      e164: '+2348031234567',
      national: '0803 123 4567',
      international: '+234 803 123 4567',
      country: 'NG',
      type: 'mobile',
    });
    assert.equal(describePhone('0803 123', 'NG').valid, false);
    assert.equal(describePhone('hello', 'NG').valid, false);
  });
});
