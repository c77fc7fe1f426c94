// What the platform uses of react-router, provided to the share scope under the key `react-router` in its place.
// A shared module is shared whole: webpack cannot drop the exports no app uses, since any remote may ask for any
// of them. react-router's single entry holds its data APIs, server rendering and framework mode as well, about
// 60 KiB gzip; this list keeps the browser's copy to what the apps call. `oja-react-router-internal` is an alias
// (index.mjs) to react-router's own ES module build, named so that Module Federation does not take it for the
// shared request. Every name an app imports from 'react-router' must be here: facades.test.ts checks the
// workspace's sources.
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  StaticRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'oja-react-router-internal';
