// The page a verification link opens: a mail link is a GET from a browser, so it answers a readable page.
import { brandedPage } from '../../http/page';
import { BRAND, escapeHtml } from '../../mail/templates/layout';

export function verificationPage(input: { ok: boolean; message: string }): string {
  const title = input.ok ? 'Email verified' : 'Verification failed';
  const hint = input.ok
    ? 'You can now sign in to your dashboard.'
    : 'Sign in and ask for a new verification email, or contact support if this keeps happening.';
  return brandedPage({
    title,
    heading: { text: title, colour: input.ok ? BRAND.green : '#B42318' },
    bodyHtml: `<p>${escapeHtml(input.message)}</p>
<p>${hint}</p>
<p><a href="/login" style="display:inline-block;background:${BRAND.green};color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;">Go to sign in</a></p>`,
  });
}
