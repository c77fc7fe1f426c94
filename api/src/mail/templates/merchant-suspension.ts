// The two mails of a suspension: the merchant is told why its account is suspended and whom to write to, and
// told again when an admin reinstates it.
import { button, callout, greeting, paragraph, writtenHtml } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, supportLink, textFooter } from './layout';

export interface MerchantSuspendedInput {
  contactName: string;
  businessName: string;
  reason: string;
}

export function merchantSuspendedMail(input: MerchantSuspendedInput): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = `${business} is suspended on ${BRAND.name}`;
  const text = `Hello ${oneLine(input.contactName)},

The merchant account of ${business} is suspended: you cannot use your dashboard until it is reinstated.

Reason given by our team:
${input.reason}

To answer this or ask for the account to be reinstated, write to ${BRAND.support}.
${textFooter()}`;
  const html = layout({
    title: 'Your merchant account is suspended',
    preheader: `The merchant account of ${business} is suspended.`,
    bodyHtml: [
      greeting(input.contactName),
      paragraph(
        `The merchant account of <strong>${escapeHtml(business)}</strong> is suspended: you cannot use your dashboard until it is reinstated.`,
      ),
      paragraph('Reason given by our team:'),
      callout(writtenHtml(input.reason)),
      paragraph(`To answer this or ask for the account to be reinstated, write to ${supportLink()}.`),
    ].join('\n'),
  });
  return { subject, text, html };
}

export interface MerchantReinstatedInput {
  contactName: string;
  businessName: string;
  loginUrl: string;
}

export function merchantReinstatedMail(input: MerchantReinstatedInput): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = `${business} is reinstated on ${BRAND.name}`;
  const text = `Hello ${oneLine(input.contactName)},

The suspension of ${business} has been lifted. You can sign in to your dashboard again.

Sign in: ${input.loginUrl}
${textFooter()}`;
  const html = layout({
    title: 'Your merchant account is reinstated',
    preheader: `${business} is reinstated: you can sign in again.`,
    bodyHtml: [
      greeting(input.contactName),
      paragraph(
        `The suspension of <strong>${escapeHtml(business)}</strong> has been lifted. You can sign in to your dashboard again.`,
      ),
      button('Sign in to your dashboard', input.loginUrl),
    ].join('\n'),
  });
  return { subject, text, html };
}
