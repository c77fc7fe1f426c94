// Wraps every page: the document title follows the route, focus moves to the new page on navigation (so a
// screen reader hears it), and the page scrolls to the top.
import { type ReactNode, useEffect, useRef } from 'react';
import { matchPath, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { releasePrerender } from '../remotes/prerendered-page';
import { PAGE_ROUTES, SITE_NAME } from './page-routes';

export function titleFor(pathname: string): string {
  const route = PAGE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  return route ? `${route.title} · ${SITE_NAME}` : `Page not found · ${SITE_NAME}`;
}

export function RootLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = titleFor(pathname);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Left the prerendered page before its remote arrived: it must not stay above the next page.
    releasePrerender();
    // After a client-side navigation, start reading at the new page's main content.
    const target = document.querySelector<HTMLElement>('main') ?? document.body;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <ScrollRestoration />
      {children ?? <Outlet />}
    </>
  );
}
