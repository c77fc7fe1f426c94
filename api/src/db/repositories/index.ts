// All database access of the service goes through these repositories, built once per application (and once per
// transaction: `repos.transaction(work)` hands `work` the same set bound to the transaction).
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { activityRepository } from './activity';
import { documentsRepository } from './documents';
import { menuRepository } from './menu';
import { merchantsRepository } from './merchants';
import { orderFiguresRepository } from './order-figures';
import { ordersRepository } from './orders';
import { passwordResetCodesRepository } from './password-reset-codes';
import { pickupLocationsRepository } from './pickup-locations';
import { reviewRepository } from './review';
import { storeRepository } from './store';
import { tokensRepository } from './tokens';
import { usersRepository } from './users';
import { verificationTokensRepository } from './verification-tokens';

function repositoriesOf(db: Database) {
  return {
    users: usersRepository(db),
    tokens: tokensRepository(db),
    verificationTokens: verificationTokensRepository(db),
    merchants: merchantsRepository(db),
    pickupLocations: pickupLocationsRepository(db),
    documents: documentsRepository(db),
    menu: menuRepository(db),
    review: reviewRepository(db),
    activity: activityRepository(db),
    passwordResetCodes: passwordResetCodesRepository(db),
    orders: ordersRepository(db),
    orderFigures: orderFiguresRepository(db),
    store: storeRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOf> & {
  /**
   * Runs `work` in one transaction: everything it writes through `repos` is committed together, or nothing.
   * `config` sets its isolation level (read committed by default).
   */
  transaction<T>(work: (repos: Repositories) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
};

export function createRepositories(db: Database): Repositories {
  return {
    ...repositoriesOf(db),
    transaction: (work, config) => db.transaction((tx) => work(createRepositories(tx)), config),
  };
}
