// The two pages the server itself writes for the site: "not built yet" and "not found".
import { BRAND, escapeHtml } from '../mail/templates/layout';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${BRAND.name}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:${BRAND.ink};">
<header style="background:${BRAND.green};padding:16px 24px;"><strong style="color:#fff;font-size:20px;">Oja</strong>
<span style="color:${BRAND.amber};font-weight:bold;"> Logistics</span></header>
<main style="max-width:640px;margin:48px auto;padding:0 24px;line-height:1.5;">
<h1 style="color:${BRAND.green};">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function notBuiltPage(shellDist: string): string {
  return page(
    'The site is not built yet',
    `<p>The API is running, but the web app has not been built: there is no <code>${escapeHtml(shellDist)}/index.html</code>.</p>
<p>Build the front end (see the README at the repository root), then reload this page.</p>
<p>Meanwhile the API answers under <a href="/api/health">/api</a>, with its documentation at <a href="/api/docs">/api/docs</a>.</p>`,
  );
}

export function notFoundPage(): string {
  return page('Page not found', '<p>There is nothing at this address.</p><p><a href="/">Go to the home page</a></p>');
}
