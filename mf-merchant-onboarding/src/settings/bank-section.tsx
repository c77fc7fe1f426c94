// Bank account: the account sales are paid into, and a dialog to change it with registration's bank fields (the
// bank list and the account-name lookup). The server asks the bank for the name again and tells Oja's admins.
import { css } from '@emotion/react';
import type { BankAccount } from '@oja/shared/api';
import { useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Dialog } from '@oja/shared/ui';
import { merchantBankStepSchema } from '@oja/shared/validation';
import { useState } from 'react';
import { BankStep } from '../components/bank-step';
import { useChangeBankAccount } from '../data/settings';
import { useBankFields } from '../registration/use-bank-fields';
import { Section } from './section';

const EMPTY = { bank_code: '', bank_name: '', account_number: '', account_name: '' };

export function BankSection({ account }: { account: BankAccount | null | undefined }) {
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
      {changing && <BankDialog onClose={() => setChanging(false)} />}
    </Section>
  );
}

function BankDialog({ onClose }: { onClose: () => void }) {
  const change = useChangeBankAccount();
  const form = useForm({
    schema: merchantBankStepSchema,
    initialValues: EMPTY,
    validateOnBlur: ['bank_code', 'account_number'],
    // Only the bank and the number go: the server asks the bank for the name itself.
    onSubmit: ({ bank_code, account_number }) => change.mutateAsync({ bank_code, account_number }),
    onSuccess: onClose,
  });
  const bank = useBankFields(form);
  return (
    <Dialog open onClose={onClose} title="Change bank account" size="md">
      <BankStep
        {...bank}
        values={form.values}
        errors={form.errors}
        onBankBlur={form.handleBlur}
        submitting={form.isSubmitting}
        submitLabel="Save bank account"
        busyLabel="Saving..."
      />
    </Dialog>
  );
}
