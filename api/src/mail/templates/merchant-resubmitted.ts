// A rejected merchant sent its application back: the merchant's confirmation, and the review team's notice.
import { button, greeting, paragraph, writtenHtml } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, supportLink, textFooter } from './layout';

export interface ResubmittedInput {
  contactName: string;
  businessName: string;
}

export function applicationResubmittedMail(input: ResubmittedInput): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = `We received the corrected application for ${business}`;
  const text = `Hello ${oneLine(input.contactName)},

Thank you for correcting the merchant application for ${business}. It is back with our review team.
We will email you as soon as it is reviewed.

If you have not heard from us within 7 days, contact ${BRAND.support}.
${textFooter()}`;
  const html = layout({
    title: 'Your application is back in review',
    preheader: `The corrected merchant application for ${business} is back with our review team.`,
    bodyHtml: [
      greeting(input.contactName),
      paragraph(
        `Thank you for correcting the merchant application for <strong>${escapeHtml(business)}</strong>. It is back with our review team.`,
      ),
      paragraph('We will email you as soon as it is reviewed.'),
      paragraph(`If you have not heard from us within 7 days, contact ${supportLink()}.`),
    ].join('\n'),
  });
  return { subject, text, html };
}

export interface ResubmissionNoticeInput {
  businessName: string;
  /** The reason of the rejection it answers. */
  previousReason: string;
  /** What changed since the rejection, one line each ("document: from (none) to id.pdf"). */
  changes: string[];
  reviewUrl: string;
}

export function resubmissionNoticeMail(input: ResubmissionNoticeInput): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = `Resubmitted for review: ${business}`;
  const changed =
    input.changes.length > 0
      ? `Changed since the rejection:\n${input.changes.map((line) => `- ${oneLine(line)}`).join('\n')}`
      : 'Nothing was changed since the rejection.';
  const text = `${business} corrected its rejected merchant application and sent it again. It is pending review.

The reason it was rejected:
${input.previousReason}

${changed}

Review it: ${input.reviewUrl}
${textFooter()}`;
  const html = layout({
    title: 'An application was resubmitted',
    preheader: `${business} sent its corrected application again.`,
    bodyHtml: [
      paragraph(
        `<strong>${escapeHtml(business)}</strong> corrected its rejected merchant application and sent it again. It is pending review.`,
      ),
      paragraph(`The reason it was rejected: ${writtenHtml(input.previousReason)}`),
      paragraph(
        input.changes.length > 0
          ? `Changed since the rejection:<br>${input.changes.map((line) => escapeHtml(oneLine(line))).join('<br>')}`
          : 'Nothing was changed since the rejection.',
      ),
      button('Review it', input.reviewUrl),
    ].join('\n'),
  });
  return { subject, text, html };
}
