// What the platform uses of the router, provided to the share scope under the key `react-router-dom` in its place.
// A shared module is shared whole: webpack cannot drop the exports no app uses, since any remote may ask for any
// of them. react-router-dom 7 is react-router's single entry (its data APIs, server rendering and framework mode as
// well, about 60 KiB gzip) plus the DOM `RouterProvider` of `react-router/dom`; this list keeps the browser's copy to
// what the apps call. `oja-react-router-internal` and `oja-react-router-dom-internal` are aliases (index.mjs) to
// react-router's own ES module builds of those two entries, named so that Module Federation does not take them for
// the shared request. Every name an app imports from 'react-router-dom' must be here: facades.test.ts
// checks the workspace's sources.

// react-router-dom's own RouterProvider: react-router's, given react-dom's flushSync (navigations may ask for it).
export { RouterProvider } from 'oja-react-router-dom-internal';
export {
  createBrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'oja-react-router-internal';
