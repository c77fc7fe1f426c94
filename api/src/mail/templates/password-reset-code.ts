import { callout, greeting, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

export interface PasswordResetCodeInput {
  name: string;
  /** The 5-digit reset code (docs/product/server-rules.md, Reset codes). */
  code: string;
  expiresInMinutes: number;
}

export function passwordResetCodeMail(input: PasswordResetCodeInput): RenderedMail {
  const subject = `Your ${BRAND.name} password reset code`;
  const text = `Hello ${oneLine(input.name)},

Your password reset code is: ${input.code}

Enter it on the "Check your email" screen. It expires in ${input.expiresInMinutes} minutes and works once.
If you did not ask to reset your password, ignore this email: your password stays as it is.
${textFooter()}`;
  const html = layout({
    title: 'Reset your password',
    preheader: `Your password reset code is ${input.code}.`,
    bodyHtml: [
      greeting(input.name),
      paragraph('Enter this code on the "Check your email" screen to reset your password:'),
      `<p style="margin:8px 0 24px;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:10px;color:${BRAND.green};font-family:'Courier New',Courier,monospace;">${escapeHtml(input.code)}</p>`,
      callout(`The code expires in ${input.expiresInMinutes} minutes and works once.`),
      paragraph('If you did not ask to reset your password, ignore this email: your password stays as it is.'),
    ].join('\n'),
  });
  return { subject, text, html };
}
