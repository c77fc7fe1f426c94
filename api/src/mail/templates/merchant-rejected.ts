import { button, callout, greeting, paragraph, writtenHtml } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, supportLink, textFooter } from './layout';

export interface MerchantRejectedInput {
  contactName: string;
  businessName: string;
  reason: string;
  /** The sign-in page: a rejected merchant signs in to correct its application and send it again. */
  loginUrl: string;
}

export function merchantRejectedMail(input: MerchantRejectedInput): RenderedMail {
  const subject = `Update on the application for ${oneLine(input.businessName)}`;
  const text = `Hello ${oneLine(input.contactName)},

We reviewed the merchant application for ${oneLine(input.businessName)} and could not approve it.

Reason given by our review team:
${input.reason}

You can correct your business details, replace your documents and send the application again: sign in at
${input.loginUrl}. If you think it is a mistake, write to ${BRAND.support}.
${textFooter()}`;
  const html = layout({
    title: 'Your application was not approved',
    preheader: `The merchant application for ${oneLine(input.businessName)} was not approved.`,
    bodyHtml: [
      greeting(input.contactName),
      paragraph(
        `We reviewed the merchant application for <strong>${escapeHtml(oneLine(input.businessName))}</strong> and could not approve it.`,
      ),
      paragraph('Reason given by our review team:'),
      callout(writtenHtml(input.reason)),
      paragraph('You can correct your business details, replace your documents and send the application again.'),
      button('Sign in to update your application', input.loginUrl),
      paragraph(`If you think it is a mistake, write to ${supportLink()}.`),
    ].join('\n'),
  });
  return { subject, text, html };
}
