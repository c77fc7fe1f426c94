// The people of the authorization matrix: one of each kind of caller, each with a fresh bearer token.
import { randomBytes } from 'node:crypto';
import type { UserType, VerificationStatus } from '@oja/shared/validation';
import type { Repositories } from '../../src/db/repositories/index';
import type { MerchantRow, UserRow } from '../../src/db/schema';
import { hashToken } from '../../src/http/access';
import { hashPassword } from '../../src/modules/auth/passwords';
import { createTestApp, type TestApp, type TestAppOptions } from './app';

export const ACTOR_PASSWORD = 'Actor@12345';
export const ACTORS = [
  'guest',
  'customer',
  'rider',
  'pendingMerchant',
  'rejectedMerchant',
  'suspendedMerchant',
  'approvedMerchant',
  'otherMerchant',
  'admin',
] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  user: UserRow;
  merchant: MerchantRow | null;
  token: string;
}

export type Actors = Record<Exclude<ActorName, 'guest'>, Actor> & {
  /** A new full token for the actor (for calls that use theirs up, like logout). */
  freshToken(name: Exclude<ActorName, 'guest'>): Promise<string>;
};

export async function issueTestToken(
  repos: Repositories,
  userId: number,
  options: { expiresAt?: Date; scope?: 'full' | 'upload'; merchantId?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repos.tokens.create({
    userId,
    tokenHash: hashToken(token),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 3_600_000),
    scope: options.scope ?? 'full',
    merchantId: options.merchantId ?? null,
  });
  return token;
}

let counter = 0;

export async function createMerchantUser(
  repos: Repositories,
  input: { status: VerificationStatus; email?: string; passwordHash: string; businessName?: string },
): Promise<{ user: UserRow; merchant: MerchantRow }> {
  counter += 1;
  const email = input.email ?? `merchant${counter}.${randomBytes(3).toString('hex')}@test.oja`;
  const user = await repos.users.create({
    name: `Merchant ${counter}`,
    email,
    passwordHash: input.passwordHash,
    userType: 'merchant',
  });
  const merchant = await repos.merchants.create({
    userId: user.id,
    businessName: input.businessName ?? `Test Business ${counter}`,
    businessType: 'restaurant',
    businessEmail: email,
    countryCode: '+234',
    businessPhone: '8031234567',
    pickupAddress: '1 Test Street, Ikeja, Lagos',
    verificationStatus: input.status,
    rejectionReason: input.status === 'rejected' ? 'The documents are not readable.' : null,
    ...(input.status === 'suspended'
      ? {
          suspensionReason: 'Customers reported orders that never came.',
          suspendedAt: new Date(),
          reviewedAt: new Date(),
        }
      : {}),
  });
  return { user, merchant };
}

/** A second admin, "Second Admin", and a token for it: for what two admins do at once, or each on their own. */
export async function createSecondAdmin(repos: Repositories): Promise<{ user: UserRow; token: string }> {
  const user = await repos.users.create({
    name: 'Second Admin',
    email: `second.admin.${randomBytes(3).toString('hex')}@test.oja`,
    passwordHash: await hashPassword(ACTOR_PASSWORD),
    userType: 'admin',
  });
  return { user, token: await issueTestToken(repos, user.id) };
}

export async function createActors(repos: Repositories): Promise<Actors> {
  const passwordHash = await hashPassword(ACTOR_PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const plainUser = async (userType: UserType) =>
    repos.users.create({ name: `A ${userType}`, email: `${userType}.${tag}@test.oja`, passwordHash, userType });
  const withToken = async (user: UserRow, merchant: MerchantRow | null): Promise<Actor> => ({
    user,
    merchant,
    token: await issueTestToken(repos, user.id),
  });
  const merchantActor = async (status: VerificationStatus, name: string) => {
    const { user, merchant } = await createMerchantUser(repos, {
      status,
      passwordHash,
      email: `${name.toLowerCase()}.${tag}@test.oja`,
      businessName: `${name} Foods`,
    });
    return withToken(user, merchant);
  };
  const actors = {
    customer: await withToken(await plainUser('customer'), null),
    rider: await withToken(await plainUser('rider'), null),
    admin: await withToken(await plainUser('admin'), null),
    pendingMerchant: await merchantActor('pending', 'Pending'),
    rejectedMerchant: await merchantActor('rejected', 'Rejected'),
    suspendedMerchant: await merchantActor('suspended', 'Suspended'),
    approvedMerchant: await merchantActor('approved', 'Approved'),
    otherMerchant: await merchantActor('approved', 'Other'),
  };
  return {
    ...actors,
    freshToken: (name) => issueTestToken(repos, actors[name].user.id),
  };
}

/** A test file's application with one caller of each kind (the file closes it after its tests). */
export async function appWithActors(options: TestAppOptions = {}): Promise<{ t: TestApp; actors: Actors }> {
  const t = await createTestApp(options);
  return { t, actors: await createActors(t.repos) };
}
