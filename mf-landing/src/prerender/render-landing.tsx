// Server-side render of the landing page, for the build's prerender step (scripts/prerender.mjs). Emotion runs in
// "compat" mode, so styles are collected instead of written inline beside each element: the page's markup stays
// exactly what the client renders, and the styles go into the head as emotion's own SSR style tags, which the
// browser's emotion cache adopts on start (no rule is inserted twice).
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { GlobalStyles, theme } from '@oja/shared/theme';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LandingPage from '../pages/landing-page';

export interface RenderedStyles {
  /** The names emotion gave the rules (its `data-emotion` attribute lists them). */
  names: string[];
  css: string;
}

function renderWithStyles(node: ReactNode): { html: string; styles: RenderedStyles } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </CacheProvider>,
  );
  const entries = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { html, styles: { names: entries.map(([name]) => name), css: entries.map(([, rules]) => rules).join('') } };
}

export function renderLanding() {
  const global = renderWithStyles(<GlobalStyles />);
  const page = renderWithStyles(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
  return { html: page.html, pageStyles: page.styles, globalStyles: global.styles };
}
