import { callout, greeting, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

export interface ApplicationReceivedInput {
  contactName: string;
  businessName: string;
}

/** The 7-day support note of the spec's review screens, in the same words. */
const SUPPORT_NOTE = `If you have not heard from us within 7 days, or your details need changing, contact ${BRAND.support}.`;

export function applicationReceivedMail(input: ApplicationReceivedInput): RenderedMail {
  const subject = `We received the application for ${oneLine(input.businessName)}`;
  const text = `Hello ${oneLine(input.contactName)},

Thank you for registering ${oneLine(input.businessName)} as a merchant on ${BRAND.name}.
Your profile is being reviewed. We will email you as soon as it is approved.

${SUPPORT_NOTE}
${textFooter()}`;
  const html = layout({
    title: 'Your profile is being reviewed!',
    preheader: `We received the merchant application for ${oneLine(input.businessName)}.`,
    bodyHtml: [
      greeting(input.contactName),
      paragraph(
        `Thank you for registering <strong>${escapeHtml(oneLine(input.businessName))}</strong> as a merchant on ${BRAND.name}.`,
      ),
      paragraph('Your profile is being reviewed. We will email you as soon as it is approved.'),
      callout(escapeHtml(SUPPORT_NOTE)),
    ].join('\n'),
  });
  return { subject, text, html };
}
