// Builds the router from the route table: guest and public pages stand alone, dashboard pages share one chrome
// (so the sidebar stays mounted between them), and everything else is the not-found page.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DashboardLayout } from '../layout/dashboard-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { Guard } from './guard';
import { DASHBOARD_CHROME_ACCESS, PAGE_ROUTES, type PageRoute } from './page-routes';
import { RootLayout } from './root-layout';

function pageRoute(route: PageRoute): RouteObject {
  return {
    path: route.path,
    element: (
      <Guard access={route.access}>
        <RemotePage
          key={route.moduleId}
          moduleId={route.moduleId}
          area={route.area}
          placement={route.chrome === 'dashboard' ? 'dashboard' : 'page'}
        />
      </Guard>
    ),
  };
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...PAGE_ROUTES.filter((route) => route.chrome === 'none').map(pageRoute),
        {
          element: (
            <Guard access={DASHBOARD_CHROME_ACCESS}>
              <DashboardLayout />
            </Guard>
          ),
          children: PAGE_ROUTES.filter((route) => route.chrome === 'dashboard').map(pageRoute),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
