// The registration form's helpers: banks and account names, address suggestions and places, phone numbers. Each
// goes through a provider chosen at start (src/providers): the real service when its key is configured, the
// built-in offline one otherwise.
import type { AccountResolution, PhoneValidation } from '@oja/shared/contract';
import { MIN_AUTOCOMPLETE_LENGTH, PHONE_MESSAGES, type PhonePayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { AppError, invalidField, notFound } from '../../errors';
import { ProviderError } from '../../providers/http';
import { describePhone, listCountries, regionOf } from '../../providers/phone/phone';

export const ACCOUNT_NOT_RESOLVED = 'Could not resolve account name';
export const UNKNOWN_BANK = 'Please select a bank from the list';

/** A provider's failure is the provider's, not the client's: 502 with a message a person can act on. */
async function fromProvider<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError('provider-failed', message);
    throw error;
  }
}

function mustBeValid(result: PhoneValidation): PhoneValidation {
  if (!result.valid) throw invalidField('phone', PHONE_MESSAGES.invalid);
  return result;
}

export function lookupsService(ctx: AppContext) {
  const { banks, geocoding, publicKeys } = ctx.providers;

  /**
   * The bank (from the provider's list) and the name the bank gives the account; 422 on the field at fault. A
   * provider that cannot be reached throws its ProviderError (the caller decides what that means).
   */
  async function resolveBankAccount(bankCode: string, accountNumber: string) {
    const bank = (await banks.listBanks()).find((item) => item.code === bankCode);
    if (bank === undefined) throw invalidField('bank_code', UNKNOWN_BANK);
    const name = await banks.resolveAccount(bankCode, accountNumber);
    if (name === null) throw invalidField('account_number', ACCOUNT_NOT_RESOLVED);
    return { bankName: bank.name, accountName: name.slice(0, 255) };
  }

  /** `resolveBankAccount`, with a bank that cannot be reached said plainly, for the caller to try again. */
  const checkedBankAccount = (bankCode: string, accountNumber: string) =>
    fromProvider(
      () => resolveBankAccount(bankCode, accountNumber),
      'The bank could not be reached to check this account. Please try again.',
    );

  function phoneIn(input: PhonePayload): PhoneValidation {
    const region = input.country_code === undefined ? 'NG' : regionOf(input.country_code);
    if (region === undefined) throw invalidField('country_code', PHONE_MESSAGES.countryInvalid);
    return describePhone(input.phone, region);
  }

  return {
    resolveBankAccount,
    providerNames: { banks: banks.name, geocoding: geocoding.name },
    publicKeys,

    banks: () =>
      fromProvider(() => banks.listBanks(), 'The list of banks is not available right now. Please try again.'),

    checkedBankAccount,

    async verifyAccount(bankCode: string, accountNumber: string): Promise<AccountResolution> {
      const { accountName } = await checkedBankAccount(bankCode, accountNumber);
      return { account_name: accountName, account_number: accountNumber, bank_code: bankCode };
    },

    async autocomplete(input: string) {
      if (input.length < MIN_AUTOCOMPLETE_LENGTH) return [];
      return fromProvider(() => geocoding.autocomplete(input), 'Address suggestions are not available right now.');
    },

    async placeDetails(placeId: string) {
      const details = await fromProvider(
        () => geocoding.placeDetails(placeId),
        'Place details are not available right now.',
      );
      if (details === null) throw notFound('No place was found for this suggestion.');
      return details;
    },

    async geocode(address: string) {
      const details = await fromProvider(() => geocoding.geocode(address), 'Geocoding is not available right now.');
      if (details === null) throw notFound('No place matches this address.');
      return details;
    },

    countries: listCountries,

    /** A number in a country (+234 or NG; Nigeria when none is given): what it is, valid or not. */
    phoneInfo: phoneIn,

    validatePhone: (input: PhonePayload) => mustBeValid(phoneIn(input)),

    /** An international number (+... or 00...) finds its own country; a national one is read as Nigerian. */
    validatePhoneAuto(phone: string): PhoneValidation {
      const international = /^(\+|00)/.test(phone);
      return mustBeValid(describePhone(phone.replace(/^00/, '+'), international ? undefined : 'NG'));
    },
  };
}
