// The "what changed" lines of the activity rows a merchant's own changes write: `{ field, from, to }` with the
// API's field names (a resubmission folds them, the review shows them).
import { maskAccountNumber } from '@oja/shared/format';
import type { NewBankAccount } from '../../db/repositories/merchants';

/** One line of an activity row's `details.changes`: a field (the API's name) and its values before and after. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** The changes between two records, field by field, for the fields whose values differ. */
export function fieldChanges(
  before: Record<string, string | null>,
  after: Record<string, string | null | undefined>,
): FieldChange[] {
  return Object.entries(after).flatMap(([field, to]) => {
    const from = before[field] ?? null;
    return to === undefined || to === from ? [] : [{ field, from, to }];
  });
}

export function sameAccount(row: NewBankAccount, other: NewBankAccount): boolean {
  return row.bankCode === other.bankCode && row.accountNumber === other.accountNumber;
}

/**
 * An activity row's `changes` from one bank account to another: compared in full, written masked (a new number
 * with the same last four digits is still a change).
 */
export function bankAccountChanges(before: NewBankAccount | null, after: NewBankAccount): FieldChange[] {
  const changes = fieldChanges(
    { bank_name: before?.bankName ?? null, account_name: before?.accountName ?? null },
    { bank_name: after.bankName, account_name: after.accountName },
  );
  if (before?.accountNumber !== after.accountNumber) {
    changes.splice(1, 0, {
      field: 'account_number',
      from: before === null ? null : maskAccountNumber(before.accountNumber),
      to: maskAccountNumber(after.accountNumber),
    });
  }
  return changes;
}
