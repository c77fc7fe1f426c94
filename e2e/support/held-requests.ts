// Requests the browser makes and the server never answers, until the test lets them through: a page whose scripts
// have not arrived yet, or a remote server that accepts the connection and hangs.
import type { Page, Route } from '@playwright/test';

/**
 * Holds every request matching one of `patterns` (told to `onHeld` as it is held) until the returned `release` is
 * called; from then on they, and any later ones, go through. A held request whose page has moved on is dropped.
 */
export async function holdRequests(
  page: Page,
  patterns: readonly (string | RegExp)[],
  onHeld: (route: Route) => void = () => undefined,
): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const hold = (route: Route) => {
    if (!holding) return route.continue();
    onHeld(route);
    held.push(route);
  };
  for (const pattern of patterns) await page.route(pattern, hold);
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
}
