// Builds the router from the site's pages (the live remotes' declarations): guest and public pages stand alone,
// dashboard pages share one chrome (so the sidebar stays mounted between them), and everything else is the
// not-found page.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DashboardLayout } from '../layout/dashboard-layout';
import { NotFoundPage } from '../pages/not-found-page';
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
          element: (
            <Guard access={DASHBOARD_CHROME_ACCESS}>
              <DashboardLayout pages={pages} />
            </Guard>
          ),
          children: pages.filter(inDashboard).map(pageRoute),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(pages: readonly SitePage[]) {
  return createBrowserRouter(appRoutes(pages));
}
