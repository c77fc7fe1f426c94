// The digits of the reset code's boxes: what a paste, or a phone's one-time-code autofill (the whole code typed into
// one box), writes into them.

/** Writes the digits of `text` into the boxes from `start` on; anything that is not a digit is dropped. */
export function spreadDigits(
  digits: readonly string[],
  start: number,
  text: string,
): { digits: string[]; next: number } {
  const incoming = text.replace(/\D/g, '').split('');
  const result = [...digits];
  let index = start;
  for (const digit of incoming) {
    if (index >= result.length) break;
    result[index] = digit;
    index += 1;
  }
  return { digits: result, next: Math.min(index, result.length - 1) };
}

/** The boxes with one of them emptied. */
export function clearedAt(digits: readonly string[], index: number): string[] {
  const next = [...digits];
  next[index] = '';
  return next;
}
