// Every request of merchant registration, declared once: the bank list, the account-name lookup, address
// suggestions and place details, and the registration itself with the ID upload after it. Every helper's failure is
// logged (docs/product/messages.md, "Screen messages"); the bank list, the account lookup and the ID upload also say
// so on the page, with a way to try again, since the merchant cannot finish without them.
//
// The calls themselves (./calls, with the contract's declarations they are made from) load with the first of them:
// the registration page's first load carries the form, and the first request (a suggestion for the typed address,
// the banks of step 2, the registration) waits for that chunk once.
import { type AddressPrediction, ApiError, type MerchantRegistrationResult } from '@oja/shared/api';
import { useDebouncedValue } from '@oja/shared/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MerchantRegistrationForm } from './calls';

const calls = () => import('./calls');

export const onboardingKeys = {
  banks: () => ['paystack', 'banks'] as const,
  addresses: (input: string) => ['address', 'autocomplete', input] as const,
};

/**
 * Logs a helper's failure and passes it on (docs/product/messages.md, "Screen messages"). A request called off (the
 * page left, a newer question asked) is no failure and is not logged.
 */
function logged<T>(what: string, request: Promise<T>, signal?: AbortSignal): Promise<T> {
  return request.catch((error: unknown) => {
    if (!signal?.aborted) console.error(what, error);
    throw error;
  });
}

/**
 * The banks of step 2, read once a visit, when `enabled`; a failure leaves the select empty and can be retried.
 */
export function useBanks(enabled = true) {
  const query = useQuery({
    queryKey: onboardingKeys.banks(),
    queryFn: ({ signal }) =>
      logged(
        'Failed to get banks',
        calls().then(({ paystackApi }) => paystackApi.getBanks(undefined, { signal })),
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const { refetch } = query;
  const retry = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { banks: query.data ?? [], loading: query.isFetching, failed: query.isError && !query.isFetching, retry };
}

export const MIN_ACCOUNT_LOOKUP_LENGTH = 10;

export type LookupState = 'idle' | 'checking' | 'found' | 'failed';

const LOOKUP_STATES = { idle: 'idle', pending: 'checking', success: 'found', error: 'failed' } as const;

/**
 * The name on the account (docs/product/rules.md, "States and transitions"): looked up when the account number field is
 * left, only when a bank is chosen and the number has at least 10 characters; the answer fills the read-only name. An
 * answer that arrives after the bank or the number changed (`forget`) is dropped: only the latest lookup's answer is
 * ever used.
 */
export function useAccountLookup(onName: (name: string) => void) {
  const mutation = useMutation({
    mutationFn: (input: { bank_code: string; account_number: string }) =>
      logged(
        'Account verification failed',
        calls().then(({ paystackApi }) => paystackApi.verifyAccount(input)),
      ),
  });
  const { mutate, reset } = mutation;
  const lookup = useCallback(
    (bankCode: string, accountNumber: string) => {
      if (bankCode === '' || accountNumber.length < MIN_ACCOUNT_LOOKUP_LENGTH) return;
      mutate(
        { bank_code: bankCode, account_number: accountNumber },
        { onSuccess: (result) => onName(result.account_name) },
      );
    },
    [mutate, onName],
  );
  const state: LookupState = LOOKUP_STATES[mutation.status];
  /** Why the last lookup failed: the bank does not know the number (422), or the bank could not be asked. */
  const failure: LookupFailure | null =
    state === 'failed'
      ? mutation.error instanceof ApiError && mutation.error.status === 422
        ? 'unknown'
        : 'unreachable'
      : null;
  return { state, failure, lookup, forget: reset };
}

export type LookupFailure = 'unknown' | 'unreachable';

export const MIN_ADDRESS_QUERY = 3;
export const ADDRESS_DEBOUNCE_MS = 300;

export interface AddressSuggestions {
  predictions: AddressPrediction[];
  /** A request is on its way (after the pause). */
  loading: boolean;
  /** The last answer was for this text (to tell "nothing found" from "not asked yet"). */
  answeredFor: string | null;
}

const NO_SUGGESTIONS: AddressSuggestions = { predictions: [], loading: false, answeredFor: null };

/**
 * Address suggestions as the merchant types (docs/product/rules.md, "Other rules"): asked only from 3 characters, after
 * a pause in typing; while the next answer is on its way the previous one stays. `enabled` false (a suggestion was just
 * chosen) asks nothing. A failure leaves no suggestions.
 */
export function useAddressSuggestions(text: string, enabled: boolean): AddressSuggestions {
  const typed = text.trim();
  const input = useDebouncedValue(typed, ADDRESS_DEBOUNCE_MS);
  const asking = enabled && typed.length >= MIN_ADDRESS_QUERY;
  const query = useQuery({
    queryKey: onboardingKeys.addresses(input),
    queryFn: async ({ signal }) => ({
      input,
      predictions: await logged(
        'Address suggestions failed',
        calls().then(({ addressApi }) => addressApi.autocomplete({ input }, { signal })),
        signal,
      ),
    }),
    enabled: asking && input.length >= MIN_ADDRESS_QUERY,
    placeholderData: keepPreviousData,
  });
  if (!asking || query.isError) return NO_SUGGESTIONS;
  return {
    predictions: query.data?.predictions ?? [],
    loading: query.isFetching,
    answeredFor: query.data?.input ?? null,
  };
}

/** The chosen suggestion's full address and coordinates; only the latest choice's answer is used. */
export function usePlaceDetailsMutation() {
  return useMutation({
    mutationFn: (placeId: string) =>
      logged(
        'Place details failed',
        calls().then(({ addressApi }) => addressApi.placeDetails({ place_id: placeId })),
      ),
  });
}

/** The registration, and whether its ID document reached the server. */
export interface Registered {
  result: MerchantRegistrationResult;
  /** The ID chosen in step 1, kept for another try while the upload token lasts. */
  idDocument: File | null;
  idUploaded: boolean;
}

/**
 * Registers, then sends the ID with the short-lived upload token. A failed upload does not undo the registration
 * (docs/product/rules.md, "States and transitions"): it is logged, and the confirmation step offers another try.
 */
export function useRegisterMerchantMutation() {
  return useMutation({
    mutationFn: async ({
      form,
      idDocument,
    }: {
      form: MerchantRegistrationForm;
      idDocument: File | null;
    }): Promise<Registered> => {
      const { merchantApi } = await calls();
      const result = await merchantApi.register(form);
      const idUploaded =
        idDocument === null ||
        (await uploadIdDocument(result, idDocument).then(
          () => true,
          () => false,
        ));
      return { result, idDocument, idUploaded };
    },
  });
}

/** Another try at the ID upload, from the confirmation step, with the registration's upload token. */
export function useIdDocumentRetry() {
  return useMutation({
    mutationFn: ({ result, idDocument }: { result: MerchantRegistrationResult; idDocument: File }) =>
      uploadIdDocument(result, idDocument),
  });
}

async function uploadIdDocument(result: MerchantRegistrationResult, document: File): Promise<void> {
  try {
    const { uploadApi } = await calls();
    await uploadApi.merchantDocument(
      { document_type: 'business_id', document, description: 'Business ID', merchant_id: result.merchant.id },
      { token: result.upload_token, silent: true },
    );
  } catch (error) {
    console.error('ID document upload failed', error);
    throw error;
  }
}
