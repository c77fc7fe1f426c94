// Puts the page's QueryClient above the pages. The shell renders it once (a remote's standalone harness too);
// remotes never render their own, so every remote reads and fills the same cache.
import { sessionStore } from '@oja/shared/session';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from './query-client';

export function QueryProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  // The cache holds one user's data: when the signed-in user changes (sign-out, a 401, another tab), it goes.
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (state.token !== previous.token) client.clear();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
