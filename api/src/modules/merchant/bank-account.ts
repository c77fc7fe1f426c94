// A merchant's bank account for payouts: a change needs the current password, and an approved merchant's waits
// for an admin's review.
import type { MerchantBankAccounts } from '@oja/shared/contract';
import { maskAccountNumber } from '@oja/shared/format';
import type { BankAccountChangePayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { notFound } from '../../errors';
import { merchantOf } from '../../http/access';
import { bankAccountChangedMail, bankAccountReviewNoticeMail } from '../../mail/templates/bank-account';
import { toBankAccount, toPendingBankAccount } from '../../present';
import { authService } from '../auth/service';
import { lookupsService } from '../lookups/service';
import { bankAccountChanges, sameAccount } from './changes';

export function bankAccountService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    /**
     * A new bank account, with the current password (a session alone cannot move the payouts). The bank is asked
     * for the account's name (what the client shows is only a display). In one transaction with the merchant's row
     * locked, the account in force is read and the change written, so each activity row names exactly the account
     * it replaced, whatever else runs at the same moment. An approved (or suspended) merchant's new account waits
     * for an admin's review, payouts staying on the reviewed one; a merchant under review changes it at once (the
     * review sees it). Asking again for the account in force withdraws a change that waits. The owner is mailed at
     * the sign-in address and the business address.
     */
    async changeBankAccount(principal: Principal, input: BankAccountChangePayload): Promise<MerchantBankAccounts> {
      const { merchant } = merchantOf(principal);
      const user = await authService(ctx).proveCurrentPassword(principal, input.current_password);
      const { bankName, accountName } = await lookupsService(ctx).checkedBankAccount(
        input.bank_code,
        input.account_number,
      );
      const wanted = { bankCode: input.bank_code, bankName, accountNumber: input.account_number, accountName };
      const now = new Date();
      const outcome = await repos.transaction(async (tx) => {
        const locked = await tx.merchants.lockForUpdate(merchant.id);
        if (locked === null) throw notFound();
        const before = await tx.merchants.bankAccount(merchant.id);
        const reviewed = locked.verificationStatus === 'approved' || locked.verificationStatus === 'suspended';
        if (before !== null && sameAccount(before, wanted)) {
          // The account in force again: nothing to change, and a change that waited is withdrawn.
          const settled = await tx.merchants.settleBankAccountChange(merchant.id, 'drop', now);
          return { row: settled?.after ?? before, merchant: locked, changed: false, waits: false };
        }
        const waits = reviewed && before !== null;
        const row = waits
          ? await tx.merchants.requestBankAccountChange(merchant.id, wanted, now)
          : await tx.merchants.replaceBankAccount(merchant.id, wanted, now);
        await tx.activity.record({
          actorId: user.id,
          action: waits ? 'merchant.bank_account_change_requested' : 'merchant.bank_account_changed',
          merchantId: merchant.id,
          details: { changes: bankAccountChanges(before, wanted) },
          createdAt: now,
        });
        return { row, merchant: locked, changed: true, waits };
      });
      if (outcome.changed) {
        const account = { bankName, maskedNumber: maskAccountNumber(input.account_number), accountName };
        const businessName = outcome.merchant.businessName;
        const mail = bankAccountChangedMail({ businessName, account, waitsForReview: outcome.waits });
        for (const to of new Set([user.email, outcome.merchant.businessEmail])) {
          ctx.tasks.run('bank account changed mail', () => ctx.mailer.send({ to, ...mail }));
        }
        if (outcome.waits) {
          const reviewUrl = `${ctx.settings.appUrl}/dashboard/merchants/${merchant.id}`;
          ctx.tasks.run('bank account review notice mail', () =>
            ctx.mailer.send({
              to: ctx.settings.reviewEmail,
              ...bankAccountReviewNoticeMail({ businessName, account, reviewUrl }),
            }),
          );
        }
      }
      return { bank_account: toBankAccount(outcome.row), pending_bank_account: toPendingBankAccount(outcome.row) };
    },
  };
}
