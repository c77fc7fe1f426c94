// Mail about the account a business is paid into: a change asked for (to the sign-in address and the business
// address, so the owner hears of it even when a stolen session made it), and an admin's answer to a change that
// waited for review.
import { callout, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

/** The account as a mail names it: bank, number masked but its last four digits, and the bank's name for it. */
export interface MailedAccount {
  bankName: string;
  maskedNumber: string;
  accountName: string;
}

const describe = (account: MailedAccount) =>
  `${oneLine(account.bankName)}, account ${account.maskedNumber} (${oneLine(account.accountName)})`;

export function bankAccountChangedMail(input: {
  businessName: string;
  account: MailedAccount;
  /** True when an admin reviews it before payouts move to it (an approved business). */
  waitsForReview: boolean;
}): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = input.waitsForReview
    ? `New bank account asked for ${business}`
    : `The bank account of ${business} was changed`;
  const what = input.waitsForReview
    ? `A new bank account was just asked for ${business}: ${describe(input.account)}. ${BRAND.name}'s team reviews it before payouts move to it; until then they keep going to the account already in use.`
    : `The bank account of ${business} was just changed to ${describe(input.account)}.`;
  const warning = `If you did not ask for this, change your password at once (or reset it from the sign-in page) and write to ${BRAND.support}.`;
  const text = `Hello,

${what}

${warning}
${textFooter()}`;
  const html = layout({
    title: input.waitsForReview ? 'A new bank account was asked for' : 'Your bank account was changed',
    preheader: subject,
    bodyHtml: [paragraph('Hello,'), paragraph(escapeHtml(what)), callout(escapeHtml(warning))].join('\n'),
  });
  return { subject, text, html };
}

export function bankAccountReviewedMail(input: {
  businessName: string;
  account: MailedAccount;
  /** Null: accepted. Otherwise the admin's reason for declining it. */
  declinedBecause: string | null;
}): RenderedMail {
  const business = oneLine(input.businessName);
  const accepted = input.declinedBecause === null;
  const subject = accepted
    ? `The new bank account of ${business} is in use`
    : `The new bank account of ${business} was not accepted`;
  const what = accepted
    ? `${BRAND.name}'s team accepted the new bank account of ${business}: payouts now go to ${describe(input.account)}.`
    : `${BRAND.name}'s team did not accept the new bank account of ${business} (${describe(input.account)}). Payouts keep going to the account already in use.`;
  const reason = accepted ? '' : `Reason: ${oneLine(input.declinedBecause ?? '')}`;
  const text = `Hello,

${what}
${reason ? `\n${reason}\n` : ''}
Questions? Write to ${BRAND.support}.
${textFooter()}`;
  const html = layout({
    title: accepted ? 'Your new bank account is in use' : 'Your new bank account was not accepted',
    preheader: subject,
    bodyHtml: [
      paragraph('Hello,'),
      paragraph(escapeHtml(what)),
      ...(reason ? [callout(escapeHtml(reason))] : []),
      paragraph(`Questions? Write to ${escapeHtml(BRAND.support)}.`),
    ].join('\n'),
  });
  return { subject, text, html };
}

/** To the review team: an approved business asked for a new bank account, which waits for them. */
export function bankAccountReviewNoticeMail(input: {
  businessName: string;
  account: MailedAccount;
  reviewUrl: string;
}): RenderedMail {
  const business = oneLine(input.businessName);
  const subject = `Bank account change to review: ${business}`;
  const what = `${business} asked for a new bank account: ${describe(input.account)}. Payouts stay on the account in use until you accept it.`;
  const text = `Hello,

${what}

Review it: ${input.reviewUrl}
${textFooter()}`;
  const html = layout({
    title: 'A bank account change to review',
    preheader: subject,
    bodyHtml: [
      paragraph('Hello,'),
      paragraph(escapeHtml(what)),
      paragraph(`<a href="${escapeHtml(input.reviewUrl)}">Review it</a>`),
    ].join('\n'),
  });
  return { subject, text, html };
}
