// The one QueryClient of the page: server state (what the API answered) is cached here, once, whichever remote
// asked. The defaults keep the screens' behaviour plain and predictable: a failed request shows its failure at
// once (no silent retries: the screens offer a Retry), nothing is fetched again just because the window got the
// focus back, and an answer younger than 30 s is shown again without asking (a mutation invalidates what it
// changed, so that is never an answer the user has just made old).
import { QueryClient } from '@tanstack/react-query';

export const FRESH_FOR_MS = 30_000;

/** A client with the page's defaults; tests make their own so that no answer leaks from one test to the next. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
      mutations: { retry: false },
    },
  });
}

/** The page's client (this entry is a federation singleton, so there is one). */
export const queryClient = createQueryClient();
