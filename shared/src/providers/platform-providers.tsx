// What every app that starts a page puts around it, written once: the theme, the page-wide base styles, the query
// cache, the toast viewport, and (for one page alone) its mount path. The shell, the standalone harness, the page
// tests (`renderPage`) and the server's prerender each render this stack and pass only what differs: their router
// (the children), their query cache, and for the server's render the style cache that collects emotion's rules.
import { CacheProvider, type EmotionCache, ThemeProvider } from '@emotion/react';
import { MountPathProvider } from '@oja/shared/platform';
import { QueryProvider } from '@oja/shared/query';
import { GlobalStyles, theme } from '@oja/shared/theme';
import { ToastViewport } from '@oja/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface PlatformProvidersProps {
  /** The app's router with its pages (a data router, a memory router in a test, a static one on the server). */
  children: ReactNode;
  /** The query cache: the page's one by default; a page test or a server render brings a fresh one. */
  queryClient?: QueryClient;
  /**
   * The mount path when the stack shows one page (a page test, a server render); the shell and the harness give
   * each route its own.
   */
  mountPath?: string;
  /** Emotion's cache, for a server render that collects the styles instead of writing them into a document. */
  styleCache?: EmotionCache;
  /**
   * Draws what a page has once: the base styles and the toast viewport (default). A server render of a page's
   * markup leaves them out: the base styles are collected on their own (they go into the head under emotion's
   * global key), and toasts need a browser.
   */
  pageWide?: boolean;
}

export function PlatformProviders({
  children,
  queryClient,
  mountPath,
  styleCache,
  pageWide = true,
}: PlatformProvidersProps) {
  const content =
    mountPath === undefined ? children : <MountPathProvider path={mountPath}>{children}</MountPathProvider>;
  const query = <QueryProvider client={queryClient}>{content}</QueryProvider>;
  const stack = (
    <ThemeProvider theme={theme}>
      {pageWide ? (
        <>
          <GlobalStyles />
          {query}
          <ToastViewport />
        </>
      ) : (
        query
      )}
    </ThemeProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{stack}</CacheProvider> : stack;
}
