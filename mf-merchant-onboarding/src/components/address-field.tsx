// The pick-up point field: a combobox with a listbox of address suggestions (WAI-ARIA combobox pattern).
// Typing asks for suggestions from 3 characters; arrows move through them, Enter chooses, Escape closes.
// Choosing one closes the list and sets the address at once, then the place's details replace it with the full
// address and its coordinates; if that fails, the chosen text stays (spec section 4).
import { css } from '@emotion/react';
import type { AddressPrediction } from '@oja/shared/api';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { Spinner, TextField } from '@oja/shared/ui';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MIN_ADDRESS_QUERY, useAddressSuggestions, usePlaceDetailsMutation } from '../data/onboarding';
import { PinIcon } from './icons';

export const SUGGESTION_LIST_MAX_HEIGHT = 200;

export interface ChosenPlace {
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export interface AddressFieldProps {
  name: string;
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
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [askEnabled, setAskEnabled] = useState(true);
  const [popupTop, setPopupTop] = useState(0);
  const { predictions, loading, answeredFor } = useAddressSuggestions(value, askEnabled);
  const details = usePlaceDetailsMutation();
  const resolving = details.isPending;

  // New answers open the list (while the field has focus) and reset the highlighted option.
  useEffect(() => {
    setActive(-1);
    if (predictions.length > 0 && document.activeElement === inputRef.current) setOpen(true);
    if (predictions.length === 0) setOpen(answeredFor !== null && document.activeElement === inputRef.current);
  }, [predictions, answeredFor]);

  // The popup hangs under the input box itself, above the field's error line.
  useLayoutEffect(() => {
    if (!open || !inputRef.current || !wrapperRef.current) return;
    const box = inputRef.current.parentElement ?? inputRef.current;
    setPopupTop(box.getBoundingClientRect().bottom - wrapperRef.current.getBoundingClientRect().top + 4);
  }, [open]);

  const expanded = open && predictions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (prediction: AddressPrediction) => {
    setOpen(false);
    setActive(-1);
    setAskEnabled(false);
    onChoose({ address: prediction.description, latitude: null, longitude: null });
    // Spec section 4: the details then replace the text; on failure (logged) the chosen description stays.
    details.mutate(prediction.place_id, {
      onSuccess: ({ data }) =>
        onChoose({
          address: data.formatted_address,
          latitude: data.geometry.location.lat,
          longitude: data.geometry.location.lng,
        }),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (predictions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : predictions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + predictions.length) % predictions.length);
    } else if (event.key === 'Enter') {
      const prediction = expanded && active >= 0 ? predictions[active] : undefined;
      if (prediction !== undefined) {
        // Enter picks the suggestion; it must not submit the form.
        event.preventDefault();
        choose(prediction);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  // Keep the highlighted option in view inside the 200 px list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const showEmpty = open && predictions.length === 0 && answeredFor !== null && !loading;
  const status = loading
    ? ''
    : expanded
      ? `${predictions.length} suggestion${predictions.length === 1 ? '' : 's'} available. Use the up and down arrows to choose.`
      : showEmpty
        ? 'No matching places.'
        : '';

  return (
    <div ref={wrapperRef} css={css({ position: 'relative' })}>
      <TextField
        ref={inputRef}
        label={label}
        hint={hint}
        name={name}
        value={value}
        error={error}
        required
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Start typing: street, area or landmark"
        leadingAddon={<PinIcon size={18} />}
        trailingAddon={
          loading || resolving ? (
            <span css={css({ display: 'inline-flex', paddingRight: space[3] })}>
              <Spinner size={18} label={resolving ? 'Finding the place' : 'Looking for addresses'} />
            </span>
          ) : undefined
        }
        onChange={(event) => {
          setAskEnabled(true);
          // Typing again: an answer about the chosen place is no longer wanted.
          details.reset();
          onType(event.target.value);
          if (event.target.value.trim().length < MIN_ADDRESS_QUERY) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur(event);
        }}
      />
      <div
        css={css({
          position: 'absolute',
          left: 0,
          right: 0,
          top: popupTop,
          zIndex: theme.zIndices.dropdown,
          display: open && (expanded || showEmpty) ? 'block' : 'none',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.md,
          boxShadow: theme.shadows.lg,
          overflow: 'hidden',
        })}
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          css={css({
            padding: `${space[1]} 0`,
            maxHeight: SUGGESTION_LIST_MAX_HEIGHT,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
          })}
        >
          {expanded &&
            predictions.map((prediction, index) => {
              const [main, ...rest] = prediction.description.split(', ');
              return (
                <div
                  key={prediction.place_id}
                  id={optionId(index)}
                  role="option"
                  // Focus stays in the input (aria-activedescendant); -1 keeps the option out of the tab order.
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Chosen on mouse down, before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(prediction);
                  }}
                  onMouseEnter={() => setActive(index)}
                  css={css({
                    display: 'flex',
                    alignItems: 'flex-start',
                    gap: space[3],
                    padding: `${space[2.5]} ${space[4]}`,
                    cursor: 'pointer',
                    color: colors.textSecondary,
                    background: index === active ? colors.primarySoft : 'transparent',
                    borderLeft: `3px solid ${index === active ? colors.primary : 'transparent'}`,
                  })}
                >
                  <span css={css({ color: index === active ? colors.primaryText : colors.textMuted, marginTop: 2 })}>
                    <PinIcon size={18} />
                  </span>
                  <span css={css({ minWidth: 0 })}>
                    <span css={css({ display: 'block', color: colors.text, fontWeight: theme.fontWeights.medium })}>
                      {main}
                    </span>
                    <span css={css({ display: 'block', ...theme.text.bodySm, color: colors.textMuted })}>
                      {rest.join(', ')}
                    </span>
                  </span>
                </div>
              );
            })}
        </div>
        {showEmpty && (
          <p
            css={css({ margin: 0, padding: `${space[3]} ${space[4]}`, ...theme.text.bodySm, color: colors.textMuted })}
          >
            No matching places. You can still type the full address.
          </p>
        )}
      </div>
      <div role="status" css={css(visuallyHidden)}>
        {status}
      </div>
    </div>
  );
}
