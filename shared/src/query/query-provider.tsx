// Puts the page's QueryClient above the pages. The shell renders it once (a remote's standalone harness too);
// remotes never render their own, so every remote reads and fills the same cache.
import { sessionStore } from '@oja/shared/session';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from './query-client';

export function QueryProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  // The cache holds one user's data: when the signed-in user changes (sign-out, a 401, another tab), it goes.
  // Signed out, the page is leaving: everything is dropped. Signed in as someone (else), the queries are reset
  // instead: `clear()` would orphan the pages' mounted queries (a load in flight when the token changed would
  // leave its page on "Loading..." for good), while a reset drops the old data and fetches again for the new user.
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (state.token === previous.token) return;
        if (state.token === null) client.clear();
        else void client.resetQueries();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
