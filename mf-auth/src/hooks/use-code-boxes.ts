// How the reset code's boxes answer the keyboard: typing a digit moves to the next box (also the digit the box
// already held), Backspace on an empty box goes back and clears the one before, the arrows move between boxes, and a
// paste (or a phone's one-time-code autofill, which types the whole code into one box) spreads its digits over the
// boxes and drops everything else.
import { type ChangeEvent, type ClipboardEvent, type FormEvent, type KeyboardEvent, useRef } from 'react';
import { clearedAt, spreadDigits } from '../lib/code-digits';

export function useCodeBoxes(digits: readonly string[], onChange: (digits: string[]) => void) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(index, digits.length - 1))];
    box?.focus();
    box?.select();
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '') {
      // Deleting the digit (or typing a letter, which is dropped).
      onChange(clearedAt(digits, index));
      return;
    }
    // Typing over a digit gives two characters: the new one is the one that is not the old one.
    const text = typed.length === 2 && typed.startsWith(digits[index] ?? '') ? typed.slice(1) : typed;
    const spread = spreadDigits(digits, index, text);
    onChange(spread.digits);
    focusBox(text.length > 1 ? spread.next : index + 1);
  };

  // Typing the digit a box already holds changes nothing, so React reports no change: the input event still moves on.
  const handleInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (value !== '' && value === digits[index]) focusBox(index + 1);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (text.replace(/\D/g, '') === '') return;
    // A whole code pasted anywhere fills the boxes from the first one.
    const start = text.replace(/\D/g, '').length >= digits.length ? 0 : index;
    const spread = spreadDigits(digits, start, text);
    onChange(spread.digits);
    focusBox(spread.next);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      onChange(clearedAt(digits, index - 1));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  /** The handlers of the box at `index`. */
  return (index: number) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[index] = element;
    },
    onChange: handleChange(index),
    onInput: handleInput(index),
    onPaste: handlePaste(index),
    onKeyDown: handleKeyDown(index),
  });
}
