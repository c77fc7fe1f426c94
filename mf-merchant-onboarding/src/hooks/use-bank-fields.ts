// Step 2's fields and their rules: choosing a bank fills its name, and the name on the account is looked up when the
// account number field is left (docs/product/rules.md, "States and transitions"); another bank or another number clears
// that name. The name field is read-only, so what goes wrong with it is said under the account number, where the
// merchant can act: a lookup that failed (with another try), or a submit before the name is known, which waits for
// the lookup instead of refusing.
import type { MerchantBankStepInput } from '@oja/shared/validation';
import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { type LookupFailure, MIN_ACCOUNT_LOOKUP_LENGTH, useAccountLookup, useBanks } from '../data/onboarding';
import { accountDigits } from '../lib/registration-form';

type BankField = keyof MerchantBankStepInput & string;

/** The part of a form (`useForm`) the bank fields use: registration's whole form, or Settings' bank form. */
export interface BankForm {
  values: Partial<Record<BankField, string | null | undefined>>;
  errors: Partial<Record<BankField, string | undefined>>;
  setValue: (name: BankField, value: string) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  handleSubmit: (event?: FormEvent) => Promise<unknown>;
  focusFirstError: () => void;
  isSubmitting: boolean;
}

/** What the account number field says about the lookup, by why it failed; `bank` is the chosen bank's name. */
export function lookupMessage(failure: LookupFailure | 'not-checked', bank: string): string {
  const at = bank === '' ? 'your bank' : bank;
  if (failure === 'unknown') return `We couldn't verify this account number with ${at}. Check it and try again.`;
  if (failure === 'unreachable') return `We couldn't reach ${at} to verify this account number. Try again.`;
  return `Leave the account number field to verify it with ${at}.`;
}

/**
 * `loadBanks`: whether the bank list is wanted yet. Registration asks for it once step 2 is shown: a guest page makes
 * no call before its first submit, so its first load carries no API client (docs/decisions.md, D-50).
 */
export function useBankFields(form: BankForm, { loadBanks = true }: { loadBanks?: boolean } = {}) {
  const { values, errors, setValue } = form;
  const banks = useBanks(loadBanks);
  const setName = useCallback((name: string) => setValue('account_name', name), [setValue]);
  const account = useAccountLookup(setName);
  // A submit made before the name came back: sent once it does, or turned into the lookup's message.
  const [waiting, setWaiting] = useState(false);
  const bankCode = values.bank_code ?? '';
  const accountNumber = values.account_number ?? '';
  const bankName = values.bank_name ?? '';
  const { focusFirstError, handleSubmit } = form;

  useEffect(() => {
    if (!waiting) return;
    if (account.state === 'found' && values.account_name) {
      setWaiting(false);
      void handleSubmit();
    } else if (account.state === 'failed' || account.state === 'idle') {
      setWaiting(false);
      focusFirstError();
    }
  }, [waiting, account.state, values.account_name, handleSubmit, focusFirstError]);

  const accountNumberError =
    errors.account_number ??
    (account.failure ? lookupMessage(account.failure, bankName) : undefined) ??
    (errors.account_name && !errors.bank_code ? lookupMessage('not-checked', bankName) : undefined);

  return {
    values,
    errors,
    onBankBlur: form.handleBlur,
    submitting: form.isSubmitting,
    banks: banks.banks,
    banksLoading: banks.loading,
    banksFailed: banks.failed,
    retryBanks: banks.retry,
    lookup: account.state,
    accountNumberError,
    retryLookup: account.failure ? () => account.lookup(bankCode, accountNumber) : undefined,
    waiting,
    onBankChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const bank = banks.banks.find((item) => item.code === event.target.value);
      setValue('bank_code', event.target.value);
      setValue('bank_name', bank?.name ?? '');
      // Another bank: the name found at the old one no longer holds.
      setValue('account_name', '');
      account.forget();
      account.lookup(event.target.value, accountNumber);
    },
    onAccountNumberChange: (event: ChangeEvent<HTMLInputElement>) => {
      // Editing the account number clears the account name (docs/product/rules.md, "States and transitions").
      setValue('account_number', accountDigits(event.target.value));
      setValue('account_name', '');
      account.forget();
    },
    onAccountNumberBlur: (event: FocusEvent<HTMLInputElement>) => {
      form.handleBlur(event);
      // A failed lookup is tried again only by the merchant's "Try again" or a changed number.
      if (account.state === 'idle') account.lookup(bankCode, accountNumber);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The name is on its way (the click left the number field) or not asked yet: wait for it, then send.
      if (
        !values.account_name &&
        account.state !== 'failed' &&
        bankCode !== '' &&
        accountNumber.length >= MIN_ACCOUNT_LOOKUP_LENGTH
      ) {
        setWaiting(true);
        if (account.state === 'idle') account.lookup(bankCode, accountNumber);
        return;
      }
      void form.handleSubmit(event);
    },
  };
}
