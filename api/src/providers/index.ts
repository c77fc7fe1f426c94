// The outside services the onboarding routes use, chosen once at start: the real ones when their keys are
// configured (api/README.md), the built-in offline ones otherwise.
import { offlineBankProvider } from './banks/offline';
import { paystackBankProvider } from './banks/paystack';
import type { BankProvider } from './banks/types';
import { gazetteerProvider } from './geocoding/gazetteer';
import { googleGeocodingProvider } from './geocoding/google';
import type { GeocodingProvider } from './geocoding/types';
import { paystackPaymentProvider } from './payments/paystack';
import { sandboxPaymentProvider } from './payments/sandbox';
import type { PaymentProvider } from './payments/types';

export interface ProviderSettings {
  /** Paystack secret key (server only): bank list, account name lookup, card payments and their webhook. */
  paystackSecretKey?: string | undefined;
  /** Paystack public key: handed to browsers by `GET /paystack/public-key`. */
  paystackPublicKey?: string | undefined;
  /** Google Maps server key: address suggestions, place details, geocoding. */
  googleMapsApiKey?: string | undefined;
  /** A browser key restricted by HTTP referrer, handed out by `GET /address/api-key`; never the server key. */
  googleMapsBrowserKey?: string | undefined;
}

export interface Providers {
  banks: BankProvider;
  geocoding: GeocodingProvider;
  payments: PaymentProvider;
  publicKeys: { paystack: string | null; maps: string | null };
}

export function createProviders(settings: ProviderSettings = {}): Providers {
  return {
    banks: settings.paystackSecretKey
      ? paystackBankProvider({ secretKey: settings.paystackSecretKey })
      : offlineBankProvider(),
    geocoding: settings.googleMapsApiKey
      ? googleGeocodingProvider({ apiKey: settings.googleMapsApiKey })
      : gazetteerProvider(),
    payments: settings.paystackSecretKey
      ? paystackPaymentProvider({ secretKey: settings.paystackSecretKey })
      : sandboxPaymentProvider(),
    publicKeys: {
      paystack: settings.paystackPublicKey ?? null,
      maps: settings.googleMapsBrowserKey ?? null,
    },
  };
}
