// Dates are shown in en-US short form, "Nov 21, 2026" (docs/product/rules.md, "Formatting"), in Nigerian time
// (docs/product/site-wide.md, "Validation and formatting"): the API stores UTC, and a registration at 00:30 in Lagos must not
// read as the previous day on a server or browser elsewhere.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

type DateInput = string | number | Date | null | undefined;

function formatWith(format: Intl.DateTimeFormat, value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** "Nov 21, 2026"; an empty string for a missing or unreadable date. */
export function formatDate(value: DateInput): string {
  return formatWith(shortDate, value);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** "Nov 21, 2026, 9:05 AM" in Lagos time; an empty string for a missing or unreadable date. */
export function formatDateTime(value: DateInput): string {
  return formatWith(dateTime, value);
}
