// Step 2, "Bank Details": the bank, the account number and the name the bank gives for it.
import { css } from '@emotion/react';
import type { Bank } from '@oja/shared/api';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { Button, CheckIcon, Select, Spinner, TextField } from '@oja/shared/ui';
import type { MerchantBankStepInput } from '@oja/shared/validation';
import type { ChangeEvent, FocusEvent, FormEvent, ReactNode } from 'react';
import type { LookupState } from '../../data/onboarding';
import { LockIcon } from '../icons';
import { SubmitButton } from '../submit-button';

export interface BankStepProps {
  values: Partial<Record<keyof MerchantBankStepInput, string | null | undefined>>;
  errors: Partial<Record<string, string | undefined>>;
  banks: Bank[];
  banksLoading: boolean;
  banksFailed: boolean;
  retryBanks: () => Promise<void>;
  lookup: LookupState;
  /** The account number's own error, or what the lookup of the name found wrong. */
  accountNumberError: string | undefined;
  /** Asks the bank again after a failed lookup. */
  retryLookup: (() => void) | undefined;
  /** A submit waits for the name on its way. */
  waiting: boolean;
  onBankChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBankBlur: (event: FocusEvent<HTMLSelectElement>) => void;
  onAccountNumberChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onAccountNumberBlur: (event: FocusEvent<HTMLInputElement>) => void;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words, and while it works (registration's by default). */
  submitLabel?: string;
  busyLabel?: string;
  /** Fields of the form after the bank's (Settings asks for the current password there). */
  children?: ReactNode;
}

export function BankStep(props: BankStepProps) {
  return (
    <form noValidate aria-label="Bank details" onSubmit={props.onSubmit}>
      <BankField {...props} />
      <AccountNumberField {...props} />
      <AccountNameField lookup={props.lookup} name={props.values.account_name ?? ''} />
      {props.children}
      <PayoutNote />
      <SubmitButton busy={props.submitting || props.waiting} busyLabel={props.busyLabel ?? 'Signing up...'}>
        {props.submitLabel ?? 'Sign up as merchant'}
      </SubmitButton>
    </form>
  );
}

/** The bank, from the list the API gives (a list that did not load says so, with Retry). */
function BankField({
  values,
  errors,
  banks,
  banksLoading,
  banksFailed,
  retryBanks,
  onBankChange,
  onBankBlur,
}: BankStepProps) {
  const { space } = useOjaTheme();
  return (
    <>
      <Select
        label="Bank"
        name="bank_code"
        placeholder={banksLoading ? 'Loading banks...' : 'Select your bank'}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        value={values.bank_code ?? ''}
        onChange={onBankChange}
        onBlur={onBankBlur}
        error={errors.bank_code}
        required
      />
      {banksFailed && (
        <div css={css({ marginBottom: space[4] })}>
          <ErrorState message="We couldn't load the list of banks." onRetry={retryBanks} retryLabel="Retry" />
        </div>
      )}
    </>
  );
}

/** The account number, with what the lookup of its name found wrong and another try. */
function AccountNumberField({
  values,
  accountNumberError,
  retryLookup,
  onAccountNumberChange,
  onAccountNumberBlur,
}: BankStepProps) {
  const { space } = useOjaTheme();
  return (
    <>
      <TextField
        label="Account number"
        name="account_number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        placeholder="10-digit NUBAN"
        value={values.account_number ?? ''}
        onChange={onAccountNumberChange}
        onBlur={onAccountNumberBlur}
        error={accountNumberError}
        required
      />
      {retryLookup && (
        <Button variant="secondary" size="sm" onClick={retryLookup} css={css({ margin: `${space[2]} 0 ${space[4]}` })}>
          Try again
        </Button>
      )}
    </>
  );
}

/** The name the bank gives the account: read-only, with the lookup under way or its tick. */
function AccountNameField({ lookup, name }: { lookup: LookupState; name: string }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const status =
    lookup === 'checking' ? (
      <span css={css({ display: 'inline-flex', paddingRight: space[3] })}>
        <Spinner size={18} label="Checking the account with the bank" />
      </span>
    ) : name ? (
      <span css={css({ display: 'inline-flex', paddingRight: space[3], color: colors.success.fg })}>
        <CheckIcon size={20} strokeWidth={2.5} />
        <span css={css(visuallyHidden)}>Verified by your bank</span>
      </span>
    ) : undefined;
  return (
    <TextField
      label="Name on account"
      name="account_name"
      readOnly
      aria-readonly="true"
      hint="Filled in from your bank once the bank and account number are entered."
      placeholder={lookup === 'checking' ? 'Checking with your bank...' : ''}
      value={name}
      trailingAddon={status}
      css={css({ '& input': { color: colors.text, fontWeight: theme.fontWeights.semibold } })}
    />
  );
}

/** Where the sales are paid, and what Oja never asks for. */
function PayoutNote() {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <p
      css={css({
        display: 'flex',
        gap: space[2],
        alignItems: 'flex-start',
        ...theme.text.bodySm,
        color: colors.textMuted,
        backgroundColor: colors.surfaceSunken,
        borderRadius: theme.radii.md,
        padding: `${space[3]} ${space[4]}`,
        margin: `${space[2]} 0 ${space[6]}`,
      })}
    >
      <span css={css({ flex: 'none', color: colors.textSecondary, marginTop: 1 })}>
        <LockIcon />
      </span>
      Your sales are paid into this account. Oja never asks for your card details, PIN or passwords by phone or email.
    </p>
  );
}
