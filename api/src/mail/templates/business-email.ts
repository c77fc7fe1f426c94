// The two mails of a business email change: the link that confirms the new address (sent to it), and, once it is
// confirmed, a notice to the address it replaced (so an owner learns of a change made by someone else).
import { button, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, supportLink, textFooter } from './layout';

export interface BusinessEmailConfirmationInput {
  businessName: string;
  confirmUrl: string;
  expiresInHours: number;
}

export function businessEmailConfirmationMail(input: BusinessEmailConfirmationInput): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = `Confirm the new business email for ${business}`;
  const text = `Hello,

${business} asked ${BRAND.name} to use this address as its business email. To confirm, open this link:

${input.confirmUrl}

Until you do, the business keeps its current email. The link works once and expires in ${input.expiresInHours} hours. If you did not expect this, ignore this email: nothing changes.
${textFooter()}`;
  const html = layout({
    title: 'Confirm your business email',
    preheader: `Confirm the new business email for ${business}.`,
    bodyHtml: [
      paragraph('Hello,'),
      paragraph(
        `<strong>${escapeHtml(business)}</strong> asked ${BRAND.name} to use this address as its business email.`,
      ),
      button('Confirm business email', input.confirmUrl),
      paragraph(
        `Or paste this link into your browser:<br><a href="${escapeHtml(input.confirmUrl)}" style="color:${BRAND.green};word-break:break-all;">${escapeHtml(input.confirmUrl)}</a>`,
      ),
      paragraph(
        `Until you do, the business keeps its current email. The link works once and expires in ${input.expiresInHours} hours. If you did not expect this, ignore this email: nothing changes.`,
      ),
    ].join('\n'),
  });
  return { subject, text, html };
}

export interface BusinessEmailChangedInput {
  businessName: string;
  newEmail: string;
}

export function businessEmailChangedMail(input: BusinessEmailChangedInput): RenderedMail {
  const business = oneLine(input.businessName);
  const newEmail = oneLine(input.newEmail);
  const subject = `The business email of ${business} was changed`;
  const text = `Hello,

The business email of ${business} on ${BRAND.name} is now ${newEmail}. Mail about the business goes there from now on.

If you did not make this change, write to ${BRAND.support} straight away.
${textFooter()}`;
  const html = layout({
    title: 'Your business email was changed',
    preheader: `The business email of ${business} is now ${newEmail}.`,
    bodyHtml: [
      paragraph('Hello,'),
      paragraph(
        `The business email of <strong>${escapeHtml(business)}</strong> on ${BRAND.name} is now <strong>${escapeHtml(newEmail)}</strong>. Mail about the business goes there from now on.`,
      ),
      paragraph(`If you did not make this change, write to ${supportLink()} straight away.`),
    ].join('\n'),
  });
  return { subject, text, html };
}
