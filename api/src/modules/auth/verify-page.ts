// The page a verification link opens: a mail link is a GET from a browser, so it answers a readable page.
import { BRAND, escapeHtml } from '../../mail/templates/layout';

export function verificationPage(input: { ok: boolean; message: string }): string {
  const title = input.ok ? 'Email verified' : 'Verification failed';
  const hint = input.ok
    ? 'You can now sign in to your dashboard.'
    : 'Sign in and ask for a new verification email, or contact support if this keeps happening.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${BRAND.name}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:${BRAND.ink};">
<header style="background:${BRAND.green};padding:16px 24px;"><strong style="color:#fff;font-size:20px;">Oja</strong>
<span style="color:${BRAND.amber};font-weight:bold;"> Logistics</span></header>
<main style="max-width:520px;margin:48px auto;padding:0 24px;">
<h1 style="color:${input.ok ? BRAND.green : '#B42318'};font-size:24px;">${title}</h1>
<p style="font-size:16px;line-height:24px;">${escapeHtml(input.message)}</p>
<p style="font-size:16px;line-height:24px;">${hint}</p>
<p><a href="/login" style="display:inline-block;background:${BRAND.green};color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;">Go to sign in</a></p>
</main>
</body>
</html>`;
}
