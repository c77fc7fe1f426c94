import { useTheme } from '@emotion/react';
import { type OjaTheme, resolveTheme } from './theme';

/** `useTheme()` that always answers the Oja theme, with or without a ThemeProvider above. */
export function useOjaTheme(): OjaTheme {
  return resolveTheme(useTheme());
}
