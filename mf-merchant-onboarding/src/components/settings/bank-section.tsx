// Bank account: the account sales are paid into, and a dialog to change it with registration's bank fields (the
// bank list and the account-name lookup) and the current password (a session alone cannot move the payouts). The
// server asks the bank for the name again, mails the owner and tells Oja's admins; an approved business's new account
// waits for their review, shown here until it is accepted or declined.
import { css } from '@emotion/react';
import type { BankAccount, PendingBankAccount } from '@oja/shared/api';
import { formatDate, maskAccountNumber } from '@oja/shared/format';
import { useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, Button, Dialog, PasswordField } from '@oja/shared/ui';
import { type BankAccountChangeFormInput, bankAccountChangeFormSchema } from '@oja/shared/validation';
import { useState } from 'react';
import { useChangeBankAccount } from '../../data/settings';
import { useBankFields } from '../../hooks/use-bank-fields';
import { BankStep } from '../registration/bank-step';
import { Section } from './section';

const EMPTY: BankAccountChangeFormInput = {
  bank_code: '',
  bank_name: '',
  account_number: '',
  account_name: '',
  current_password: '',
};

export function BankSection({
  account,
  pending,
}: {
  account: BankAccount | null | undefined;
  pending: PendingBankAccount | null | undefined;
}) {
  const theme = useOjaTheme();
  const [changing, setChanging] = useState(false);
  const rows: [string, string][] = account
    ? [
        ['Bank', account.bank_name],
        ['Account number', account.account_number],
        ['Name on account', account.account_name],
      ]
    : [];
  return (
    <Section
      id="bank-account"
      title="Bank account"
      intro="Your sales are paid into this account. Oja's team is told when it changes."
      actions={
        <Button variant="secondary" onClick={() => setChanging(true)}>
          Change bank account
        </Button>
      }
    >
      {account ? (
        <dl
          css={css({
            margin: 0,
            display: 'grid',
            gap: theme.space[2],
            [theme.media.sm]: { gridTemplateColumns: 'max-content 1fr' },
          })}
        >
          {rows.map(([term, value]) => (
            <div key={term} css={css({ display: 'contents' })}>
              <dt css={css({ color: theme.colors.textMuted, ...theme.text.bodySm })}>{term}</dt>
              <dd css={css({ margin: 0, fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' })}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p css={css({ margin: 0, color: theme.colors.textMuted })}>No bank account yet.</p>
      )}
      {pending && (
        <div css={css({ marginTop: theme.space[4] })}>
          <Alert tone="info" title="New account waiting for Oja's review">
            {`${pending.bank_name}, ${maskAccountNumber(pending.account_number)} (${pending.account_name}), asked for on ${formatDate(pending.requested_at)}. Payouts keep going to the account above until Oja's team accepts it.`}
          </Alert>
        </div>
      )}
      {changing && <BankDialog onClose={() => setChanging(false)} />}
    </Section>
  );
}

function BankDialog({ onClose }: { onClose: () => void }) {
  const change = useChangeBankAccount();
  const form = useForm({
    schema: bankAccountChangeFormSchema,
    initialValues: EMPTY,
    validateOnBlur: ['bank_code', 'account_number'],
    // The bank, the number and the password go: the server asks the bank for the name itself.
    onSubmit: ({ bank_code, account_number, current_password }) =>
      change.mutateAsync({ bank_code, account_number, current_password }),
    onSuccess: onClose,
  });
  const bank = useBankFields(form);
  return (
    <Dialog open onClose={onClose} title="Change bank account" size="md">
      <BankStep {...bank} submitLabel="Save bank account" busyLabel="Saving...">
        <PasswordField
          label="Current password"
          hint="To keep your payouts safe, confirm it is you."
          autoComplete="current-password"
          toggleLabels={{ show: 'Show current password', hide: 'Hide current password' }}
          required
          {...form.field('current_password')}
        />
      </BankStep>
    </Dialog>
  );
}
