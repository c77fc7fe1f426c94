// The frame of the few HTML pages the server writes itself (verification result, "not built", "not found"):
// the brand bar and a readable column, no script, inline styles only (allowed by the CSP). The bar's words are
// white: the brand's amber on its green is too faint to read (about 2.6:1).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { BRAND, escapeHtml } from '../mail/templates/layout';
import { errorHandler } from './errors';

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
<span style="color:#fff;"> Logistics</span></header>
<main style="max-width:640px;margin:48px auto;padding:0 24px;font-size:16px;line-height:1.5;">
<h1 style="color:${heading.colour};font-size:24px;">${escapeHtml(heading.text)}</h1>
${input.bodyHtml}
</main>
</body>
</html>`;
}

export interface LinkResult {
  ok: boolean;
  title: string;
  message: string;
  /** What to do next. */
  hint: string;
}

/** The page a link in a mail opens (a browser, not the app): what happened, what next, and a way to sign in. */
export function linkResultPage(result: LinkResult): string {
  return brandedPage({
    title: result.title,
    heading: { text: result.title, colour: result.ok ? BRAND.green : '#B42318' },
    bodyHtml: `<p>${escapeHtml(result.message)}</p>
<p>${escapeHtml(result.hint)}</p>
<p><a href="/login" style="display:inline-block;background:${BRAND.green};color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;">Go to sign in</a></p>`,
  });
}

export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The error handler of a route that answers a page: a refusal of its input (422) is a readable page too; anything
 * else (a 429, a 500) is the usual envelope.
 */
export function pageOnInvalid(failed: (message: string) => LinkResult) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof AppError) || error.kind !== 'invalid') return errorHandler(error, request, reply);
    return sendPage(reply, linkResultPage(failed(error.message)), 422);
  };
}
