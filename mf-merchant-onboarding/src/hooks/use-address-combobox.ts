// The behaviour of the pick-up address combobox (WAI-ARIA combobox pattern): suggestions from 3 characters, the
// list opening on new answers while the field has focus, arrows moving through the options, Enter choosing,
// Escape closing; choosing sets the address at once and then the place's details (full address, coordinates).
import type { AddressPrediction } from '@oja/shared/api';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MIN_ADDRESS_QUERY, useAddressSuggestions, usePlaceDetailsMutation } from '../data/onboarding';

export interface ChosenPlace {
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Whether the list is open and which option is highlighted; the arrow keys open it and move through it. The
 * highlight follows its place, not its position: a newer answer that still holds that place keeps it highlighted
 * (so Enter chooses what the person saw), and one that does not leaves nothing highlighted.
 */
function useOptionCursor(ids: readonly string[]) {
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeId === null ? -1 : ids.indexOf(activeId);
  const highlight = (index: number) => setActiveId(ids[index] ?? null);
  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  /** Up or Down: opens the list on the first or last option, or moves round it. */
  const move = (key: 'ArrowDown' | 'ArrowUp') => {
    const last = ids.length - 1;
    if (!open || active < 0) {
      setOpen(true);
      highlight(key === 'ArrowDown' ? 0 : last);
      return;
    }
    highlight(key === 'ArrowDown' ? (active === last ? 0 : active + 1) : active === 0 ? last : active - 1);
  };
  return { open, setOpen, active, highlight, close, move };
}

/** What a screen reader hears about the list: how many suggestions there are, or that none matched. */
function statusText(loading: boolean, shown: number, nothingFound: boolean): string {
  if (loading) return '';
  if (shown > 0) return `${shown} suggestion${shown === 1 ? '' : 's'} available. Use the up and down arrows to choose.`;
  return nothingFound ? 'No matching places.' : '';
}

/** A chosen suggestion: its text at once, then the place's full address and coordinates (only the latest's). */
function useChosenPlace(onChoose: (place: ChosenPlace) => void) {
  const details = usePlaceDetailsMutation();
  const choose = (prediction: AddressPrediction) => {
    onChoose({ address: prediction.description, latitude: null, longitude: null });
    // The details then replace the text (docs/product/rules.md, "States and transitions"); on failure (logged) the
    // chosen description stays.
    details.mutate(prediction.place_id, {
      onSuccess: ({ data }) =>
        onChoose({
          address: data.formatted_address,
          latitude: data.geometry.location.lat,
          longitude: data.geometry.location.lng,
        }),
    });
  };
  return { choose, resolving: details.isPending, forget: details.reset };
}

export function useAddressCombobox(
  value: string,
  onType: (text: string) => void,
  onChoose: (place: ChosenPlace) => void,
) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [askEnabled, setAskEnabled] = useState(true);
  const [popupTop, setPopupTop] = useState(0);
  const { predictions, loading, answeredFor } = useAddressSuggestions(value, askEnabled);
  const place = useChosenPlace(onChoose);
  const { open, setOpen, active, highlight, close, move } = useOptionCursor(
    predictions.map((prediction) => prediction.place_id),
  );

  // New answers open the list while the field has focus (an empty answer opens it on "No matching places").
  // biome-ignore lint/correctness/useExhaustiveDependencies: setOpen is the same each render
  useEffect(() => {
    const focused = document.activeElement === inputRef.current;
    setOpen(focused && (predictions.length > 0 || answeredFor !== null));
  }, [predictions, answeredFor]);

  // The popup hangs under the input box itself, above the field's error line.
  useLayoutEffect(() => {
    if (!open || !inputRef.current || !wrapperRef.current) return;
    const box = inputRef.current.parentElement ?? inputRef.current;
    setPopupTop(box.getBoundingClientRect().bottom - wrapperRef.current.getBoundingClientRect().top + 4);
  }, [open]);

  const expanded = open && predictions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Keep the highlighted option in view inside the 200 px list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (prediction: AddressPrediction) => {
    close();
    setAskEnabled(false);
    place.choose(prediction);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setAskEnabled(true);
    // Typing again: an answer about the chosen place is no longer wanted.
    place.forget();
    onType(event.target.value);
    if (event.target.value.trim().length < MIN_ADDRESS_QUERY) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (predictions.length === 0) return;
      event.preventDefault();
      move(event.key);
    } else if (event.key === 'Enter') {
      const prediction = expanded && active >= 0 ? predictions[active] : undefined;
      if (prediction !== undefined) {
        // Enter picks the suggestion; it must not submit the form.
        event.preventDefault();
        choose(prediction);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const showEmpty = open && predictions.length === 0 && answeredFor !== null && !loading;

  return {
    listId,
    inputRef,
    wrapperRef,
    predictions,
    active,
    setActive: highlight,
    expanded,
    optionId,
    popupTop,
    popupShown: open && (expanded || showEmpty),
    showEmpty,
    /** What a spinner says, when one turns: a search under way, or the chosen place's details. */
    busy: place.resolving ? 'Finding the place' : loading ? 'Looking for addresses' : null,
    status: statusText(loading, expanded ? predictions.length : 0, showEmpty),
    choose,
    onChange,
    onKeyDown,
    close,
  };
}
