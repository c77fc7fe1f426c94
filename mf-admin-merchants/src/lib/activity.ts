// How an activity-log row reads on the admin's screens: a label for its action, its reason and what changed.
// The log's `details` is free-form on the wire, so each part is read only when it has the expected shape; and the
// actions grow over time, so an action without a label still reads as words.
import type { ActivityAction, ActivityLogEntry } from '@oja/shared/api';

/** The actions with a label of their own; any other reads through `actionLabel`'s fallback. */
export const ACTION_LABELS: Partial<Record<ActivityAction, string>> = {
  'merchant.approved': 'Approved',
  'merchant.rejected': 'Rejected',
  'merchant.suspended': 'Suspended',
  'merchant.reinstated': 'Reinstated',
};

/** "merchant.bank_account_changed" -> "Bank account changed": the part after the last dot, as a sentence. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action as ActivityAction];
  if (known) return known;
  const words = (action.split('.').pop() ?? '').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? 'Other' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who acted: the admin's (or merchant's) name, or "System" for a row no user wrote. */
export function actorName(entry: Pick<ActivityLogEntry, 'actor'>): string {
  return entry.actor?.name.trim() || 'System';
}

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

const REASON_KEYS = ['rejection_reason', 'suspension_reason', 'reason'] as const;

/** The reason written with the row (a rejection's, a suspension's, any `reason`), or null. */
export function activityReason(details: ActivityLogEntry['details']): string | null {
  for (const key of REASON_KEYS) {
    const value = details?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** `details.changes` when it is a list of `{ field, from, to }`; entries of another shape are left out. */
export function activityChanges(details: ActivityLogEntry['details']): FieldChange[] {
  const changes = details?.changes;
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((change: unknown) => {
    if (typeof change !== 'object' || change === null) return [];
    const { field, from, to } = change as Record<string, unknown>;
    if (typeof field !== 'string' || field === '' || !isText(from ?? null) || !isText(to ?? null)) return [];
    return [{ field, from: (from ?? null) as string | null, to: (to ?? null) as string | null }];
  });
}

/** "business_phone" -> "Business phone". */
export function fieldLabel(field: string): string {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One change as a line: "Business phone: 08031234567 -> 08039876543", an empty side shown as "(none)". */
export function changeLine(change: FieldChange): string {
  const side = (value: string | null) => (value === null || value === '' ? '(none)' : value);
  return `${fieldLabel(change.field)}: ${side(change.from)} -> ${side(change.to)}`;
}
