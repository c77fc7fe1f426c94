// Step 2's fields and their rules: choosing a bank fills its name, and the name on the account is looked up when the
// account number field is left (docs/product/rules.md, "States and transitions"); another bank or another number clears
// that name.
import type { ChangeEvent, FocusEvent } from 'react';
import { useCallback } from 'react';
import { useAccountLookup, useBanks } from '../data/onboarding';
import { accountDigits } from './form';
import type { useRegistration } from './use-registration';

type RegistrationForm = ReturnType<typeof useRegistration>['form'];

export function useBankFields(form: RegistrationForm) {
  const { values, setValue } = form;
  const { banks, loading } = useBanks();
  const setName = useCallback((name: string) => setValue('account_name', name), [setValue]);
  const account = useAccountLookup(setName);

  return {
    banks,
    banksLoading: loading,
    lookup: account.state,
    onBankChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const bank = banks.find((item) => item.code === event.target.value);
      setValue('bank_code', event.target.value);
      setValue('bank_name', bank?.name ?? '');
      // Another bank: the name found at the old one no longer holds.
      setValue('account_name', '');
      account.forget();
      account.lookup(event.target.value, values.account_number ?? '');
    },
    onAccountNumberChange: (event: ChangeEvent<HTMLInputElement>) => {
      // Editing the account number clears the account name (docs/product/rules.md, "States and transitions").
      setValue('account_number', accountDigits(event.target.value));
      setValue('account_name', '');
      account.forget();
    },
    onAccountNumberBlur: (event: FocusEvent<HTMLInputElement>) => {
      form.handleBlur(event);
      account.lookup(values.bank_code ?? '', values.account_number ?? '');
    },
  };
}
