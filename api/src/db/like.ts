// Searches by part of a text: what a person types is matched literally, never as a LIKE pattern.

/** `%`, `_` and `\` typed by a person are literal characters in a search, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
