// A merchant's business email: a new address is not in force until its owner confirms it by the mailed link.
import { BUSINESS_EMAIL_LINK_INVALID } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { MerchantRow } from '../../db/schema';
import { invalidField } from '../../errors';
import { hashToken } from '../../http/access';
import { businessEmailChangedMail, businessEmailConfirmationMail } from '../../mail/templates/business-email';
import { newOpaqueToken } from '../auth/service';
import { ensureBusinessEmailFree, refuseTakenEmail } from '../registration/service';

/** How long the link confirming a new business email works. */
export const BUSINESS_EMAIL_LINK_HOURS = 24;

/** Records the new address as pending and mails its link (after the answer: the mail server may be slow). */
export async function askToConfirmBusinessEmail(
  ctx: AppContext,
  merchant: MerchantRow,
  email: string,
  now: Date,
): Promise<MerchantRow> {
  const token = newOpaqueToken();
  const pending = await ctx.repos.merchants.requestEmailChange(
    merchant.id,
    {
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + BUSINESS_EMAIL_LINK_HOURS * 3_600_000),
    },
    now,
  );
  const confirmUrl = `${ctx.settings.appUrl}/api/merchant/business-email/verify?token=${token}`;
  ctx.tasks.run('business email confirmation mail', () =>
    ctx.mailer.send({
      to: email,
      ...businessEmailConfirmationMail({
        businessName: pending.businessName,
        confirmUrl,
        expiresInHours: BUSINESS_EMAIL_LINK_HOURS,
      }),
    }),
  );
  return pending;
}

export function businessEmailService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    /** The link's token puts the pending business email in force (still free of other accounts), once. */
    async confirmBusinessEmail(token: string): Promise<string> {
      const now = new Date();
      const tokenHash = hashToken(token);
      const found = await repos.merchants.findByEmailToken(tokenHash, now);
      const pending = found?.merchant.pendingBusinessEmail;
      if (found === null || pending === null || pending === undefined) {
        throw invalidField('token', BUSINESS_EMAIL_LINK_INVALID);
      }
      const { merchant, user } = found;
      await ensureBusinessEmailFree(repos, pending, { merchantId: merchant.id, userId: user.id });
      const confirmed = await repos.merchants.confirmEmailChange(merchant.id, tokenHash, now).catch(refuseTakenEmail);
      if (confirmed === null) throw invalidField('token', BUSINESS_EMAIL_LINK_INVALID);
      ctx.tasks.run('business email changed mail', () =>
        ctx.mailer.send({
          to: merchant.businessEmail,
          ...businessEmailChangedMail({ businessName: confirmed.businessName, newEmail: confirmed.businessEmail }),
        }),
      );
      return confirmed.businessEmail;
    },
  };
}
