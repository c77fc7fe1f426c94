// Dates are shown in en-US short form, "Nov 21, 2026" (docs/product/rules.md, "Formatting"), in Nigerian time
// (docs/decisions.md, "Validation and formatting"): the API stores UTC, and a registration at 00:30 in Lagos must not
// read as the previous day on a server or browser elsewhere.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "Nov 21, 2026"; an empty string for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}
