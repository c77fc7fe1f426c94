// What every app that starts a page puts around it, written once: the theme, the page-wide base styles, the query
// cache and the toast viewport. The shell, the standalone harness, the page tests (`renderPage`) and the server's
// prerender each render this stack and pass only what differs: their router (the children, with each page's
// `MountPathProvider`) and their query cache; the server's render also leaves out what needs a browser.
import { ThemeProvider } from '@emotion/react';
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
   * Draws what a page has once: the base styles and the toast viewport (default). A server render of a page's
   * markup leaves them out: it renders the base styles on their own (they go into the head under emotion's global
   * key), and toasts need a browser.
   */
  pageWide?: boolean;
}

export function PlatformProviders({ children, queryClient, pageWide = true }: PlatformProvidersProps) {
  const content = <QueryProvider client={queryClient}>{children}</QueryProvider>;
  return (
    <ThemeProvider theme={theme}>
      {pageWide ? (
        <>
          <GlobalStyles />
          {content}
          <ToastViewport />
        </>
      ) : (
        content
      )}
    </ThemeProvider>
  );
}
