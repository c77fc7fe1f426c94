import { button, greeting, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

export interface EmailVerificationInput {
  name: string;
  verifyUrl: string;
  expiresInHours: number;
}

export function emailVerificationMail(input: EmailVerificationInput): RenderedMail {
  const subject = `Verify your email address for ${BRAND.name}`;
  const text = `Hello ${oneLine(input.name)},

Please confirm that this is your email address by opening this link:

${input.verifyUrl}

The link works once and expires in ${input.expiresInHours} hours. If you did not create an account with ${BRAND.name}, you can ignore this email.
${textFooter()}`;
  const html = layout({
    title: 'Verify your email address',
    preheader: 'Confirm your email address to finish setting up your account.',
    bodyHtml: [
      greeting(input.name),
      paragraph('Please confirm that this is your email address.'),
      button('Verify email address', input.verifyUrl),
      paragraph(
        `Or paste this link into your browser:<br><a href="${escapeHtml(input.verifyUrl)}" style="color:${BRAND.green};word-break:break-all;">${escapeHtml(input.verifyUrl)}</a>`,
      ),
      paragraph(
        `The link works once and expires in ${input.expiresInHours} hours. If you did not create an account with ${BRAND.name}, you can ignore this email.`,
      ),
    ].join('\n'),
  });
  return { subject, text, html };
}
