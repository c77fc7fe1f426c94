// Wraps every page: the document title follows the route, focus moves to the new page on navigation (so a
// screen reader hears it), and the page scrolls to the top.
import { type ReactNode, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { releasePrerender } from '../remotes/prerendered-page';
import { type SitePage, titleFor } from './site-pages';

export function RootLayout({ pages, children }: { pages: readonly SitePage[]; children?: ReactNode }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = titleFor(pages, pathname);
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
  }, [pathname, pages]);

  return (
    <>
      <ScrollRestoration />
      {children ?? <Outlet />}
    </>
  );
}
