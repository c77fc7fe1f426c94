import { button, greeting, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

export interface MerchantApprovedInput {
  contactName: string;
  businessName: string;
  loginUrl: string;
}

export function merchantApprovedMail(input: MerchantApprovedInput): RenderedMail {
  const subject = `${oneLine(input.businessName)} is approved on ${BRAND.name}`;
  const text = `Hello ${oneLine(input.contactName)},

Good news: ${oneLine(input.businessName)} is approved. You can now sign in, set up your menu and start selling.

Sign in: ${input.loginUrl}
${textFooter()}`;
  const html = layout({
    title: 'Your merchant account is approved',
    preheader: `${oneLine(input.businessName)} is approved: sign in and set up your menu.`,
    bodyHtml: [
      greeting(input.contactName),
      paragraph(
        `Good news: <strong>${escapeHtml(oneLine(input.businessName))}</strong> is approved. You can now sign in, set up your menu and start selling.`,
      ),
      button('Sign in to your dashboard', input.loginUrl),
    ].join('\n'),
  });
  return { subject, text, html };
}
