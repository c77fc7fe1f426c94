// The mail that tells a merchant of the admin's decision: approved, rejected, suspended, or approved again.
import type { AppContext } from '../../context';
import type { MerchantRow, UserRow } from '../../db/schema';
import { merchantApprovedMail } from '../../mail/templates/merchant-approved';
import { merchantRejectedMail } from '../../mail/templates/merchant-rejected';
import { merchantReinstatedMail, merchantSuspendedMail } from '../../mail/templates/merchant-suspension';

function mailOf(ctx: AppContext, merchant: MerchantRow, contact: UserRow, reinstated: boolean) {
  const names = { contactName: contact.name, businessName: merchant.businessName };
  const loginUrl = `${ctx.settings.appUrl}/login`;
  switch (merchant.verificationStatus) {
    case 'rejected':
      return merchantRejectedMail({ ...names, reason: merchant.rejectionReason ?? '', loginUrl });
    case 'suspended':
      return merchantSuspendedMail({ ...names, reason: merchant.suspensionReason ?? '' });
    default:
      return reinstated ? merchantReinstatedMail({ ...names, loginUrl }) : merchantApprovedMail({ ...names, loginUrl });
  }
}

/** Mails the merchant's contact the status `merchant` now has. */
export function mailDecision(ctx: AppContext, merchant: MerchantRow, contact: UserRow, reinstated = false): void {
  const mail = mailOf(ctx, merchant, contact, reinstated);
  // After the commit, and outside the answer: a slow or failing mail server neither delays nor undoes the
  // decision (the failure is logged, and the decision stays in the activity log).
  ctx.tasks.run(`merchant ${reinstated ? 'reinstated' : merchant.verificationStatus} mail`, () =>
    ctx.mailer.send({ to: contact.email, ...mail }),
  );
}
