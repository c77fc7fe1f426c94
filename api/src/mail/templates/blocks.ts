// The blocks a mail's HTML body is made of: paragraphs, a greeting, a callout of what a person wrote, a button.
import { BRAND, escapeHtml, oneLine } from './layout';

/** A paragraph of already-escaped HTML. */
export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${BRAND.ink};">${html}</p>`;
}

/** The mail's first line: hello to a person by the name it gave. */
export function greeting(name: string): string {
  return paragraph(`Hello ${escapeHtml(oneLine(name))},`);
}

/** What a person wrote (a reason, a note), escaped, its line breaks kept. */
export function writtenHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

export function button(label: string, href: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND.green};color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">${escapeHtml(label)}</a></p>`;
}

export function callout(html: string): string {
  return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND.amber};background:#FFF8E6;font-size:16px;line-height:24px;color:${BRAND.ink};">${html}</div>`;
}
