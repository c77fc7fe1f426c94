// The branded frame every mail shares: "Oja Logistics", green #0E7C4A and amber #F5A524 on white, readable
// without images (no image at all: the wordmark is text) and in plain-text-only clients.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const BRAND = {
  name: 'Oja Logistics',
  green: '#0E7C4A',
  amber: '#F5A524',
  ink: '#1F2933',
  muted: '#52606D',
  support: 'support@oja.local',
} as const;

/**
 * A value a person typed (a name), for one line of a mail: a line break or control character in it never starts
 * a new line of the text, or a new header; direction overrides are dropped.
 */
export function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The support address as a link. */
export function supportLink(): string {
  return `<a href="mailto:${BRAND.support}" style="color:${BRAND.green};">${BRAND.support}</a>`;
}

export function layout(input: { title: string; preheader: string; bodyHtml: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#ffffff;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;border:1px solid #E4E7EB;border-radius:8px;">
<tr><td style="background:${BRAND.green};padding:20px 24px;border-radius:8px 8px 0 0;">
<span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.5px;">Oja</span>
<span style="font-size:14px;color:${BRAND.amber};font-weight:bold;"> Logistics</span>
</td></tr>
<tr><td style="padding:28px 24px 8px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:28px;color:${BRAND.green};">${escapeHtml(input.title)}</h1>
${input.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:4px solid ${BRAND.amber};font-size:13px;line-height:20px;color:${BRAND.muted};">
${BRAND.name}: food and groceries, packages and rides across Nigeria.<br>
Questions? Write to ${supportLink()}.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function textFooter(): string {
  return `\n--\n${BRAND.name}: food and groceries, packages and rides across Nigeria.\nQuestions? Write to ${BRAND.support}.\n`;
}
