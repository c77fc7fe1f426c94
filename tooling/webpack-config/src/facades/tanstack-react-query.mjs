// What the platform uses of TanStack Query, provided to the share scope under the key `@tanstack/react-query` in its
// place (as src/facades/react-router-dom.mjs does for the router). A shared module is shared whole, and the library's
// entry also brings what no app calls (infinite and parallel queries, suspense, hydration, streamed queries, the
// mutation state hooks): about 3 KiB gzip of every page's first load. `oja-tanstack-react-query-internal` is an alias
// (index.mjs) to the library's own ES module build, named so that Module Federation does not take it for the shared
// request. Every name an app imports from '@tanstack/react-query' must be here: facades.test.ts checks the
// workspace's sources, and the build fails on a name that is missing (FacadeExportsPlugin).
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from 'oja-tanstack-react-query-internal';
