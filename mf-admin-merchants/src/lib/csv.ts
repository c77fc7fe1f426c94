// CSV exports of Merchants Mgt: the merchants of the list as filtered and ordered, and the activity log as filtered.
// Every page is read (the list shows one at a time), then written as one file the browser saves.
import type { ActivityLogEntry, Merchant, Page } from '@oja/shared/api';
import { formatDateTime } from '@oja/shared/format';
import { MAX_PER_PAGE } from '@oja/shared/validation';
import { actionLabel, activityReason, actorName } from './activity';
import { businessNameOf } from './merchant-fields';

/** One field as CSV writes it: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A spreadsheet would run a cell starting with these as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Every page of a list, in order, MAX_PER_PAGE at a time. */
export async function readAllPages<T>(read: (page: number, perPage: number) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read(page, MAX_PER_PAGE);
    all.push(...answer.data);
    if (page >= answer.last_page) return all;
  }
}

export const MERCHANT_COLUMNS = [
  'ID',
  'Business name',
  'Status',
  'Business email',
  'Phone',
  'Pick-up address',
  'Joined',
];

export function merchantsCsv(merchants: readonly Merchant[]): string {
  return toCsv(
    MERCHANT_COLUMNS,
    merchants.map((merchant) => [
      merchant.id,
      businessNameOf(merchant),
      merchant.verification_status,
      merchant.business_email,
      `${merchant.country_code} ${merchant.business_phone}`,
      merchant.pickup_address,
      merchant.created_at,
    ]),
  );
}

export const ACTIVITY_COLUMNS = ['When (Lagos)', 'Action', 'Merchant', 'By', 'Reason'];

export function activityCsv(entries: readonly ActivityLogEntry[]): string {
  return toCsv(
    ACTIVITY_COLUMNS,
    entries.map((entry) => [
      formatDateTime(entry.created_at),
      actionLabel(entry.action),
      entry.merchant?.business_name ?? '',
      actorName(entry),
      activityReason(entry.details) ?? '',
    ]),
  );
}

/** Hands the text to the browser as a file download. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
