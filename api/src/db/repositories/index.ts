// All database access of the service goes through these repositories; `createRepositories(tx)` gives the same
// set inside a transaction.
import type { Database } from '../client';
import { activityRepository } from './activity';
import { documentsRepository } from './documents';
import { menuRepository } from './menu';
import { merchantsRepository } from './merchants';
import { passwordResetCodesRepository } from './password-reset-codes';
import { tokensRepository } from './tokens';
import { usersRepository } from './users';
import { verificationTokensRepository } from './verification-tokens';

export function createRepositories(db: Database) {
  return {
    users: usersRepository(db),
    tokens: tokensRepository(db),
    verificationTokens: verificationTokensRepository(db),
    merchants: merchantsRepository(db),
    documents: documentsRepository(db),
    menu: menuRepository(db),
    activity: activityRepository(db),
    passwordResetCodes: passwordResetCodesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
