// The pick-up point field: a combobox with a listbox of address suggestions. Its behaviour (when to ask, the keys,
// choosing and the place details) is useAddressCombobox; this is what it looks like.
import { css } from '@emotion/react';
import type { AddressPrediction } from '@oja/shared/api';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { Spinner, TextField } from '@oja/shared/ui';
import type { FocusEvent } from 'react';
import { type ChosenPlace, useAddressCombobox } from '../hooks/use-address-combobox';
import { PinIcon } from './icons';

export type { ChosenPlace };

export const SUGGESTION_LIST_MAX_HEIGHT = 200;

/**
 * Keeps an address field and its coordinates together in a form: typing clears the coordinates of an earlier
 * choice; a chosen suggestion brings its own.
 */
export function placeHandlers<TField extends string>(
  setValue: (name: TField | 'latitude' | 'longitude', value: string) => void,
  field: TField,
) {
  const coordinates = (latitude: number | null, longitude: number | null) => {
    setValue('latitude', latitude === null ? '' : String(latitude));
    setValue('longitude', longitude === null ? '' : String(longitude));
  };
  return {
    onType: (text: string) => {
      setValue(field, text);
      coordinates(null, null);
    },
    onChoose: (place: ChosenPlace) => {
      setValue(field, place.address);
      coordinates(place.latitude, place.longitude);
    },
  };
}

export interface AddressFieldProps {
  name: string;
  /**
   * The suggestions push what follows down instead of floating over it: inside a dialog, whose body scrolls and clips
   * anything drawn past its edge, a floating list would show one suggestion and hide the fields under it.
   */
  inline?: boolean;
  value: string;
  error?: string | undefined;
  /** Typing: the text changed, and any coordinates of an earlier choice no longer hold. */
  onType: (text: string) => void;
  /** A suggestion was chosen (first its text, then again with the details when they arrive). */
  onChoose: (place: ChosenPlace) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  label?: string;
  hint?: string;
}

export function AddressField({
  inline = false,
  name,
  value,
  error,
  onType,
  onChoose,
  onBlur,
  label = 'Pick-up point',
  hint,
}: AddressFieldProps) {
  const theme = useOjaTheme();
  const { colors, space, radii } = theme;
  const box = useAddressCombobox(value, onType, onChoose);

  return (
    <div ref={box.wrapperRef} css={css({ position: 'relative' })}>
      <TextField
        ref={box.inputRef}
        label={label}
        hint={hint}
        name={name}
        value={value}
        error={error}
        required
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.expanded}
        aria-controls={box.listId}
        aria-activedescendant={box.expanded && box.active >= 0 ? box.optionId(box.active) : undefined}
        placeholder="Start typing: street, area or landmark"
        leadingAddon={<PinIcon size={18} />}
        trailingAddon={
          box.busy ? (
            <span css={css({ display: 'inline-flex', paddingRight: space[3] })}>
              <Spinner size={18} label={box.busy} />
            </span>
          ) : undefined
        }
        onChange={box.onChange}
        onKeyDown={box.onKeyDown}
        onBlur={(event) => {
          // An inline list stays until a choice, Escape or a shorter text: closing it as focus leaves would pull the
          // fields under it up between a press's down and up, and the press (on Save, say) would land on nothing.
          if (!inline) box.close();
          onBlur(event);
        }}
      />
      <div
        css={css({
          ...(inline
            ? { position: 'static', marginTop: `-${space[3]}`, marginBottom: space[4] }
            : { position: 'absolute', left: 0, right: 0, top: box.popupTop, zIndex: theme.zIndices.dropdown }),
          display: box.popupShown ? 'block' : 'none',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.md,
          boxShadow: theme.shadows.lg,
          overflow: 'hidden',
        })}
      >
        <div
          id={box.listId}
          role="listbox"
          aria-label="Address suggestions"
          css={css({
            padding: `${space[1]} 0`,
            maxHeight: SUGGESTION_LIST_MAX_HEIGHT,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
          })}
        >
          {box.expanded &&
            box.predictions.map((prediction, index) => (
              <AddressOption
                key={prediction.place_id}
                id={box.optionId(index)}
                prediction={prediction}
                active={index === box.active}
                onChoose={() => box.choose(prediction)}
                onPoint={() => box.setActive(index)}
              />
            ))}
        </div>
        {box.showEmpty && (
          <p
            css={css({ margin: 0, padding: `${space[3]} ${space[4]}`, ...theme.text.bodySm, color: colors.textMuted })}
          >
            No matching places. You can still type the full address.
          </p>
        )}
      </div>
      <div role="status" css={css(visuallyHidden)}>
        {box.status}
      </div>
    </div>
  );
}

/** One suggestion: the place's name, and the rest of its address under it. */
function AddressOption({
  id,
  prediction,
  active,
  onChoose,
  onPoint,
}: {
  id: string;
  prediction: AddressPrediction;
  active: boolean;
  onChoose: () => void;
  onPoint: () => void;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const [main, ...rest] = prediction.description.split(', ');
  return (
    <div
      id={id}
      role="option"
      // Focus stays in the input (aria-activedescendant); -1 keeps the option out of the tab order.
      tabIndex={-1}
      aria-selected={active}
      // Chosen on mouse down, before the input's blur closes the list.
      onMouseDown={(event) => {
        event.preventDefault();
        onChoose();
      }}
      onMouseEnter={onPoint}
      css={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: space[3],
        padding: `${space[2.5]} ${space[4]}`,
        cursor: 'pointer',
        color: colors.textSecondary,
        background: active ? colors.primarySoft : 'transparent',
        borderLeft: `3px solid ${active ? colors.primary : 'transparent'}`,
      })}
    >
      <span css={css({ color: active ? colors.primaryText : colors.textMuted, marginTop: 2 })}>
        <PinIcon size={18} />
      </span>
      <span css={css({ minWidth: 0 })}>
        <span css={css({ display: 'block', color: colors.text, fontWeight: theme.fontWeights.medium })}>{main}</span>
        <span css={css({ display: 'block', ...theme.text.bodySm, color: colors.textMuted })}>{rest.join(', ')}</span>
      </span>
    </div>
  );
}
