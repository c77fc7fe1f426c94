// The frame of the few HTML pages the server writes itself (verification result, "not built", "not found"):
// the brand bar and a readable column, no script, inline styles only (allowed by the CSP).
import { BRAND, escapeHtml } from '../mail/templates/layout';

export function brandedPage(input: {
  title: string;
  heading?: { text: string; colour: string };
  bodyHtml: string;
}): string {
  const heading = input.heading ?? { text: input.title, colour: BRAND.green };
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)} | ${BRAND.name}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:${BRAND.ink};">
<header style="background:${BRAND.green};padding:16px 24px;"><strong style="color:#fff;font-size:20px;">Oja</strong>
<span style="color:${BRAND.amber};font-weight:bold;"> Logistics</span></header>
<main style="max-width:640px;margin:48px auto;padding:0 24px;font-size:16px;line-height:1.5;">
<h1 style="color:${heading.colour};font-size:24px;">${escapeHtml(heading.text)}</h1>
${input.bodyHtml}
</main>
</body>
</html>`;
}
