// An approved merchant's new bank account waits for the admin's review: put in use, or declined with a reason.
import type { Merchant } from '@oja/shared/contract';
import { maskAccountNumber } from '@oja/shared/format';
import { NO_BANK_CHANGE_WAITING, REVIEW_CHANGED } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { bankAccountReviewedMail } from '../../mail/templates/bank-account';
import { toMerchant, toPendingBankAccount } from '../../present';
import { bankAccountChanges } from '../merchant/changes';

export function bankAccountReview(ctx: AppContext) {
  const { repos, urls } = ctx;
  return {
    /**
     * An approved merchant's new bank account, waiting for review, put in use (`declinedBecause` null) or dropped,
     * on the merchant's `version` the admin reviewed; the activity log says which, and the merchant is mailed.
     */
    async settleBankAccountChange(
      id: number,
      actorId: number,
      version: number,
      declinedBecause: string | null,
    ): Promise<Merchant> {
      const at = new Date();
      const settled = await repos.transaction(async (tx) => {
        const locked = await tx.merchants.lockForUpdate(id);
        if (locked === null) throw notFound();
        const waiting = await tx.merchants.bankAccount(id);
        if (waiting === null || toPendingBankAccount(waiting) === null) throw conflict(NO_BANK_CHANGE_WAITING);
        if (locked.version !== version) throw conflict(REVIEW_CHANGED);
        const result = await tx.merchants.settleBankAccountChange(id, declinedBecause === null ? 'accept' : 'drop', at);
        if (result === null) throw conflict(NO_BANK_CHANGE_WAITING);
        const pending = toPendingBankAccount(result.before);
        if (pending === null) throw conflict(NO_BANK_CHANGE_WAITING);
        const asked = {
          bankCode: pending.bank_code,
          bankName: pending.bank_name,
          accountNumber: pending.account_number,
          accountName: pending.account_name,
        };
        await tx.activity.record({
          actorId,
          action:
            declinedBecause === null
              ? 'merchant.bank_account_change_accepted'
              : 'merchant.bank_account_change_declined',
          merchantId: id,
          details: {
            changes: bankAccountChanges(result.before, asked),
            ...(declinedBecause === null ? {} : { reason: declinedBecause }),
          },
          createdAt: at,
        });
        return { merchant: locked, asked };
      });
      const found = await repos.merchants.find(id);
      if (found === null) throw notFound();
      const mail = bankAccountReviewedMail({
        businessName: found.merchant.businessName,
        account: {
          bankName: settled.asked.bankName,
          maskedNumber: maskAccountNumber(settled.asked.accountNumber),
          accountName: settled.asked.accountName,
        },
        declinedBecause,
      });
      for (const to of new Set([found.user.email, found.merchant.businessEmail])) {
        ctx.tasks.run('bank account reviewed mail', () => ctx.mailer.send({ to, ...mail }));
      }
      return toMerchant(found.merchant, found.user, urls);
    },
  };
}
