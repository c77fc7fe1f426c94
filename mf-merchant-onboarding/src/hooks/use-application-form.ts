// The application area's form: the business details as the review saw them (registration's rules and messages),
// the new ID, and "Resubmit application", which sends only what changed, then the ID, then the resubmission. The
// business ID is required when none is on file: the review cannot decide an application without one.
import { ApiError, type Merchant } from '@oja/shared/api';
import { useForm } from '@oja/shared/forms';
import {
  DOCUMENT_MESSAGES,
  type MerchantProfileUpdatePayload,
  merchantProfileUpdateSchema,
} from '@oja/shared/validation';
import { type FormEvent, useState } from 'react';
import { useResubmitMutation } from '../data/application';

/** The fields the area edits (the business email has its own confirmation flow, in Settings once approved). */
export const APPLICATION_FIELDS = [
  'business_name',
  'business_type',
  'country_code',
  'business_phone',
  'pickup_address',
  'latitude',
  'longitude',
] as const;
type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<ApplicationField, string>;

export function applicationValues(merchant: Merchant): ApplicationValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    business_name: merchant.business_name,
    business_type: merchant.business_type,
    country_code: merchant.country_code,
    business_phone: merchant.business_phone,
    pickup_address: merchant.pickup_address,
    latitude: text(merchant.latitude),
    longitude: text(merchant.longitude),
  };
}

/**
 * The checked values of the fields that differ from what is stored. A new address goes with its coordinates (or
 * their absence), so the old address's pin never stays on it.
 */
export function changedFields(
  stored: ApplicationValues,
  checked: MerchantProfileUpdatePayload,
): MerchantProfileUpdatePayload {
  const changes: Record<string, unknown> = {};
  for (const field of APPLICATION_FIELDS) {
    const value = checked[field];
    if (String(value ?? '') !== stored[field].trim()) changes[field] = value;
  }
  if ('pickup_address' in changes || 'latitude' in changes || 'longitude' in changes) {
    changes.pickup_address = checked.pickup_address;
    changes.latitude = checked.latitude;
    changes.longitude = checked.longitude;
  }
  return changes as MerchantProfileUpdatePayload;
}

export function useApplicationForm(merchant: Merchant) {
  const [stored] = useState(() => applicationValues(merchant));
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [idError, setIdError] = useState<string | undefined>();
  const resubmit = useResubmitMutation();
  const hasId = (merchant.documents ?? []).some((document) => document.document_type === 'business_id');

  const form = useForm({
    schema: merchantProfileUpdateSchema,
    initialValues: stored,
    onSubmit: (checked) => resubmit.mutateAsync({ changes: changedFields(stored, checked), idDocument }),
    onError: (error) => {
      // The ID's own refusals (no ID on file, a file of the wrong type) show under its picker.
      if (error instanceof ApiError) setIdError(error.errors?.document?.[0]);
    },
  });

  const chooseIdDocument = (file: File | null) => {
    setIdDocument(file);
    setIdError(undefined);
  };

  const submit = (event: FormEvent) => {
    if (!hasId && idDocument === null) {
      event.preventDefault();
      form.validateAll();
      setIdError(DOCUMENT_MESSAGES.idRequired);
      form.focusFirstError();
      return;
    }
    void form.handleSubmit(event);
  };

  return { form, idDocument, chooseIdDocument, idError, hasId, submit };
}
