// Pick-up points: the list (the default first), a dialog to add or change one with address suggestions, another
// to delete one, and "Make default". The server keeps exactly one default: the first point, or the one chosen;
// deleting the default makes the oldest other point the default; the last point of a business stays.
import { css } from '@emotion/react';
import type { PickupLocation } from '@oja/shared/api';
import { ConfirmDeleteDialog, useForm } from '@oja/shared/forms';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Badge, Button, Checkbox, Dialog, TextField } from '@oja/shared/ui';
import { PICKUP_LAST_DELETE_REFUSED, pickupLocationSchema } from '@oja/shared/validation';
import { useState } from 'react';
import { useDeletePickupLocation, usePickupLocations, useSavePickupLocation } from '../../data/settings';
import { AddressField, placeHandlers } from '../address-field';
import { outlined, plainList } from '../list-styles';
import { DeleteButton } from './delete-button';
import { Section } from './section';

type Editing = { kind: 'new' } | { kind: 'edit'; point: PickupLocation };

export function PickupSection() {
  const points = usePickupLocations();
  const save = useSavePickupLocation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<PickupLocation | null>(null);
  return (
    <Section
      id="pickup-points"
      title="Pick-up points"
      intro="Where riders collect orders. The default is used unless an order says otherwise."
      actions={
        <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
          Add pick-up point
        </Button>
      }
    >
      <PickupList
        points={points}
        onMakeDefault={(point) =>
          save.mutate({
            id: point.id,
            label: point.label ?? undefined,
            address: point.address,
            latitude: point.latitude ?? undefined,
            longitude: point.longitude ?? undefined,
            is_default: true,
          })
        }
        makingDefault={save.isPending}
        onEdit={(point) => setEditing({ kind: 'edit', point })}
        onDelete={setDeleting}
      />
      {editing && <PickupDialog editing={editing} onClose={() => setEditing(null)} />}
      <DeletePickupDialog deleting={deleting} onClose={() => setDeleting(null)} onlyOne={points.data?.length === 1} />
    </Section>
  );
}

/** The points, the default first; its loading and failure states. */
function PickupList({
  points,
  ...actions
}: {
  points: ReturnType<typeof usePickupLocations>;
} & PickupActions) {
  const theme = useOjaTheme();
  if (points.isPending) return <LoadingState>Loading pick-up points...</LoadingState>;
  if (points.isError) {
    return <ErrorState message="We couldn't load your pick-up points." onRetry={() => points.refetch()} />;
  }
  if (points.data.length === 0) {
    return <p css={css({ margin: 0, color: theme.colors.textMuted })}>No pick-up points yet.</p>;
  }
  return (
    <ul aria-label="Pick-up points" css={plainList(theme.space[3])}>
      {points.data.map((point) => (
        <PickupRow key={point.id} point={point} {...actions} />
      ))}
    </ul>
  );
}

interface PickupActions {
  onMakeDefault: (point: PickupLocation) => void;
  /** A point is being made the default: the others wait. */
  makingDefault: boolean;
  onEdit: (point: PickupLocation) => void;
  onDelete: (point: PickupLocation) => void;
}

/** One point: its label (Default marked) and address, Make default (but for the default), Edit and Delete. */
function PickupRow({
  point,
  onMakeDefault,
  makingDefault,
  onEdit,
  onDelete,
}: { point: PickupLocation } & PickupActions) {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  const name = point.label ?? point.address;
  return (
    <li
      css={[
        outlined(theme),
        css({
          display: 'grid',
          gap: space[2],
          padding: space[3],
          [theme.media.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
        }),
      ]}
    >
      <div css={css({ minWidth: 0 })}>
        <p
          css={css({
            margin: 0,
            fontWeight: theme.fontWeights.semibold,
            display: 'flex',
            gap: space[2],
            alignItems: 'center',
            flexWrap: 'wrap',
          })}
        >
          {point.label ?? 'Pick-up point'}
          {point.is_default && <Badge tone="success">Default</Badge>}
        </p>
        <p css={css({ margin: 0, ...theme.text.bodySm, color: colors.textSecondary, overflowWrap: 'anywhere' })}>
          {point.address}
        </p>
      </div>
      <div css={css({ display: 'flex', gap: space[2], flexWrap: 'wrap' })}>
        {!point.is_default && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onMakeDefault(point)}
            disabled={makingDefault}
            aria-label={`Make ${name} the default`}
          >
            Make default
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => onEdit(point)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <DeleteButton name={name} onClick={() => onDelete(point)} />
      </div>
    </li>
  );
}

/** Delete behind a question; the only point cannot go (known before asking: the server refuses it too). */
function DeletePickupDialog({
  deleting,
  onClose,
  onlyOne,
}: {
  deleting: PickupLocation | null;
  onClose: () => void;
  onlyOne: boolean;
}) {
  const remove = useDeletePickupLocation();
  return (
    <ConfirmDeleteDialog
      open={deleting !== null}
      onClose={onClose}
      title="Delete pick-up point?"
      blockedReason={onlyOne ? PICKUP_LAST_DELETE_REFUSED : null}
      description={
        deleting?.is_default
          ? `${deleting.address} will be removed. Your oldest other pick-up point becomes the default.`
          : `${deleting?.address ?? ''} will be removed.`
      }
      onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
    />
  );
}

function PickupDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const save = useSavePickupLocation();
  const point = editing.kind === 'edit' ? editing.point : null;
  const form = useForm({
    schema: pickupLocationSchema,
    initialValues: {
      label: point?.label ?? '',
      address: point?.address ?? '',
      latitude: point?.latitude === null || point?.latitude === undefined ? '' : String(point.latitude),
      longitude: point?.longitude === null || point?.longitude === undefined ? '' : String(point.longitude),
      is_default: point?.is_default ?? false,
    },
    onSubmit: (output) =>
      save.mutateAsync({
        ...(point ? { id: point.id } : {}),
        label: output.label ?? undefined,
        address: output.address,
        latitude: output.latitude,
        longitude: output.longitude,
        is_default: output.is_default,
      }),
    onSuccess: onClose,
  });
  const { values, setValue } = form;
  return (
    <Dialog
      open
      onClose={onClose}
      title={point ? 'Edit pick-up point' : 'Add pick-up point'}
      onSubmit={form.handleSubmit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={form.isSubmitting} busyLabel="Saving...">
            Save pick-up point
          </Button>
        </>
      }
    >
      <TextField label="Label" hint="Optional, e.g. Main kitchen." {...form.field('label')} />
      <AddressField
        inline
        name="address"
        label="Pick-up address"
        hint="Choose one of the suggestions so riders find the exact place."
        value={String(values.address ?? '')}
        error={form.errors.address}
        {...placeHandlers(setValue, 'address')}
        onBlur={form.handleBlur}
      />
      <Checkbox
        label="Make this the default pick-up point"
        name="is_default"
        checked={values.is_default === true}
        // The default stays the default until another point is made the default.
        disabled={point?.is_default === true}
        onChange={(event) => setValue('is_default', event.target.checked)}
        error={form.errors.is_default}
      />
    </Dialog>
  );
}
