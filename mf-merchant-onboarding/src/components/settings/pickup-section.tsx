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
import { Section } from './section';

type Editing = { kind: 'new' } | { kind: 'edit'; point: PickupLocation };

export function PickupSection() {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  const points = usePickupLocations();
  const save = useSavePickupLocation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<PickupLocation | null>(null);
  const remove = useDeletePickupLocation();

  const makeDefault = (point: PickupLocation) =>
    save.mutate({
      id: point.id,
      label: point.label ?? undefined,
      address: point.address,
      latitude: point.latitude ?? undefined,
      longitude: point.longitude ?? undefined,
      is_default: true,
    });

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
      {points.isPending ? (
        <LoadingState>Loading pick-up points...</LoadingState>
      ) : points.isError ? (
        <ErrorState message="We couldn't load your pick-up points." onRetry={() => points.refetch()} />
      ) : points.data.length === 0 ? (
        <p css={css({ margin: 0, color: colors.textMuted })}>No pick-up points yet.</p>
      ) : (
        <ul
          aria-label="Pick-up points"
          css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[3] })}
        >
          {points.data.map((point) => (
            <li
              key={point.id}
              css={css({
                display: 'grid',
                gap: space[2],
                padding: space[3],
                border: `1px solid ${colors.border}`,
                borderRadius: theme.radii.md,
                [theme.media.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
              })}
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
                <p
                  css={css({ margin: 0, ...theme.text.bodySm, color: colors.textSecondary, overflowWrap: 'anywhere' })}
                >
                  {point.address}
                </p>
              </div>
              <div css={css({ display: 'flex', gap: space[2], flexWrap: 'wrap' })}>
                {!point.is_default && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => makeDefault(point)}
                    disabled={save.isPending}
                    aria-label={`Make ${point.label ?? point.address} the default`}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing({ kind: 'edit', point })}
                  aria-label={`Edit ${point.label ?? point.address}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  css={css({ color: colors.danger })}
                  onClick={() => setDeleting(point)}
                  aria-label={`Delete ${point.label ?? point.address}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <PickupDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete pick-up point?"
        // Known before asking: the only point cannot go (the server refuses it too).
        blockedReason={points.data?.length === 1 ? PICKUP_LAST_DELETE_REFUSED : null}
        description={
          deleting?.is_default
            ? `${deleting.address} will be removed. Your oldest other pick-up point becomes the default.`
            : `${deleting?.address ?? ''} will be removed.`
        }
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
      />
    </Section>
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
