// Builds the router from the site's pages (the live remotes' declarations): guest and public pages stand alone,
// dashboard pages share one chrome (so the sidebar stays mounted between them), and everything else is the
// not-found page. The chrome and the not-found page are route modules of their own (`lazy`): a guest page's first
// load does not carry the sidebar, the search and the logout (about 4 KiB gzip), and the router fetches them, before
// it renders, only for a path that shows them.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RefusedDeclaration } from '../remotes/refused-declaration';
import { RemotePage } from '../remotes/remote-page';
import { DASHBOARD_CHROME_ACCESS } from './access';
import { Guard } from './guard';
import { RootLayout } from './root-layout';
import type { SitePage } from './site-pages';

function pageRoute(page: SitePage): RouteObject {
  if (page.kind === 'refused') {
    return { path: page.path, element: <RefusedDeclaration area={page.area} reason={page.reason} /> };
  }
  return {
    path: page.path,
    element: (
      <Guard access={page.access}>
        <RemotePage
          key={page.moduleId}
          moduleId={page.moduleId}
          mountPath={page.mountPath}
          area={page.area}
          placement={page.chrome === 'dashboard' ? 'dashboard' : 'page'}
        />
      </Guard>
    ),
  };
}

const inDashboard = (page: SitePage) => page.kind === 'live' && page.chrome === 'dashboard';

export function appRoutes(pages: readonly SitePage[]): RouteObject[] {
  return [
    {
      element: <RootLayout pages={pages} />,
      children: [
        ...pages.filter((page) => !inDashboard(page)).map(pageRoute),
        {
          lazy: async () => {
            const { DashboardLayout } = await import(
              /* webpackChunkName: "dashboard-chrome" */ '../layout/dashboard-layout'
            );
            return {
              element: (
                <Guard access={DASHBOARD_CHROME_ACCESS}>
                  <DashboardLayout pages={pages} />
                </Guard>
              ),
            };
          },
          children: pages.filter(inDashboard).map(pageRoute),
        },
        {
          path: '*',
          lazy: async () => {
            const { NotFoundPage } = await import(/* webpackChunkName: "not-found" */ '../pages/not-found-page');
            return { Component: NotFoundPage };
          },
        },
      ],
    },
  ];
}

export function createAppRouter(pages: readonly SitePage[]) {
  return createBrowserRouter(appRoutes(pages));
}
