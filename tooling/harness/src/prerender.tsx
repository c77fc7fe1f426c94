// Server-side render of one declared page, for the build's prerender step (@oja/webpack-config's `oja-prerender`).
// The page gets what the shell gives it at its mount path (the platform's provider stack: theme, a query cache; the
// router, its mount path), with nobody signed in. Emotion runs in "compat" mode, so styles are collected instead of
// written beside each element: the markup stays what the browser renders, and the styles go into the head as
// emotion's own SSR style tags, which the browser's emotion cache adopts on start (no rule is inserted twice).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { MountPathProvider } from '@oja/shared/platform';
import { PlatformProviders } from '@oja/shared/providers';
import { createQueryClient } from '@oja/shared/query';
import { GlobalStyles } from '@oja/shared/theme';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

export interface RenderedStyles {
  /** The names emotion gave the rules (its `data-emotion` attribute lists them). */
  names: string[];
  css: string;
}

export interface RenderedPage {
  html: string;
  pageStyles: RenderedStyles;
  globalStyles: RenderedStyles;
}

/**
 * Renders `node` inside the provider stack, with a style cache of its own. The page's base styles are a render of
 * their own (`pageWide` is off), as emotion adopts them in the browser under its global key, apart from the page's.
 */
function renderWithStyles(node: ReactNode): { html: string; styles: RenderedStyles } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <PlatformProviders queryClient={createQueryClient()} pageWide={false}>
        {node}
      </PlatformProviders>
    </CacheProvider>,
  );
  const entries = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { html, styles: { names: entries.map(([name]) => name), css: entries.map(([, rules]) => rules).join('') } };
}

/** The page as a guest sees it at `path`, with its styles. */
export function prerenderPage(Page: ComponentType, path: string): RenderedPage {
  const global = renderWithStyles(<GlobalStyles />);
  const page = renderWithStyles(
    <StaticRouter location={path}>
      <MountPathProvider path={path}>
        <Page />
      </MountPathProvider>
    </StaticRouter>,
  );
  return { html: page.html, pageStyles: page.styles, globalStyles: global.styles };
}
