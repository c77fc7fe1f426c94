// What a resubmitted application changed since its rejection, in the shape every "what changed" activity row uses:
// `{ field, from, to }` with the API's field names. Read from what is already recorded (the merchant's own profile
// changes in the activity log, its documents' upload times), so nothing is snapshotted at the rejection.

import type { FieldChange } from './changes';

function isChange(value: unknown): value is FieldChange {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const text = (part: unknown) => part === null || typeof part === 'string';
  return typeof candidate.field === 'string' && text(candidate.from) && text(candidate.to);
}

/**
 * Folds the profile changes since the rejection into one change per field (its first `from`, its last `to`; a field
 * changed and changed back drops out), then adds each document uploaded since then.
 */
export function changesSinceRejection(
  profileDetails: readonly Record<string, unknown>[],
  newDocuments: readonly { originalName: string }[],
): FieldChange[] {
  const byField = new Map<string, FieldChange>();
  for (const details of profileDetails) {
    const changes = Array.isArray(details.changes) ? details.changes : [];
    for (const change of changes) {
      if (!isChange(change)) continue;
      const earlier = byField.get(change.field);
      byField.set(change.field, { field: change.field, from: earlier ? earlier.from : change.from, to: change.to });
    }
  }
  const fields = [...byField.values()].filter((change) => change.from !== change.to);
  const documents = newDocuments.map((document) => ({
    field: 'document',
    from: null,
    to: document.originalName,
  }));
  return [...fields, ...documents];
}

/** One line of the review team's mail: "business_name: from Old to New", "document: from (none) to id.pdf". */
export function describeChange(change: FieldChange): string {
  return `${change.field}: from ${change.from ?? '(none)'} to ${change.to ?? '(none)'}`;
}
