// The two pages the server writes for the site: "not built yet" and "not found".
import { brandedPage } from '../http/page';
import { escapeHtml } from '../mail/templates/layout';

export function notBuiltPage(deployRoot: string): string {
  return brandedPage({
    title: 'The site is not built yet',
    bodyHtml: `<p>The API is running, but no web app is deployed: there is no live shell in <code>${escapeHtml(deployRoot)}</code>.</p>
<p>Build and deploy the front end (<code>pnpm build</code> does both; see the README at the repository root), then reload this page.</p>
<p>Meanwhile the API answers under <a href="/api/health">/api</a>, with its documentation at <a href="/api/docs">/api/docs</a>.</p>`,
  });
}

export function notFoundPage(): string {
  return brandedPage({
    title: 'Page not found',
    bodyHtml: '<p>There is nothing at this address.</p><p><a href="/">Go to the home page</a></p>',
  });
}
