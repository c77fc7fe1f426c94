// The access mechanism itself: the decision table for every level and kind of caller, the hook that applies it
// to every route, and the guard that refuses a route without a declared level.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import type { Principal } from '../../src/db/repositories/tokens';
import type { MerchantRow, UserRow } from '../../src/db/schema';
import { LocalDiskStorage } from '../../src/files/storage';
import { ACCESS_DENIED, ACCESS_LEVELS, type AccessLevel, decideAccess, hashToken } from '../../src/http/access';
import { STATUS_OF } from '../../src/http/errors';
import { type Actors, createActors, issueTestToken } from '../support/actors';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

const user = (userType: UserRow['userType']): UserRow => ({
  id: 1,
  name: 'U',
  email: 'u@test.oja',
  passwordHash: 'x',
  userType,
  emailVerifiedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const merchant = (verificationStatus: MerchantRow['verificationStatus']): MerchantRow => ({
  id: 7,
  uuid: '00000000-0000-0000-0000-000000000007',
  userId: 1,
  businessName: 'B',
  businessType: 'store',
  businessEmail: 'u@test.oja',
  pendingBusinessEmail: null,
  pendingEmailTokenHash: null,
  pendingEmailExpiresAt: null,
  countryCode: '+234',
  businessPhone: '8031234567',
  pickupAddress: '1 Test Street, Lagos',
  latitude: null,
  longitude: null,
  logoKey: null,
  verificationStatus,
  rejectionReason: verificationStatus === 'rejected' ? 'no' : null,
  reviewedBy: null,
  reviewedAt: null,
  suspensionReason: verificationStatus === 'suspended' ? 'Complaints' : null,
  suspendedAt: verificationStatus === 'suspended' ? new Date() : null,
  termsAcceptedAt: null,
  version: 1,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const principal = (
  userType: UserRow['userType'],
  status: MerchantRow['verificationStatus'] | null = null,
  scope: 'full' | 'upload' = 'full',
): Principal => ({
  tokenId: 1,
  scope,
  expiresAt: new Date(Date.now() + 60_000),
  uploadMerchantId: scope === 'upload' ? 7 : null,
  user: user(userType),
  merchant: status === null ? null : merchant(status),
});

const CALLERS: Record<string, Principal | null> = {
  guest: null,
  customer: principal('customer'),
  rider: principal('rider'),
  admin: principal('admin'),
  pending: principal('merchant', 'pending'),
  rejected: principal('merchant', 'rejected'),
  approved: principal('merchant', 'approved'),
  suspended: principal('merchant', 'suspended'),
  uploadToken: principal('merchant', 'pending', 'upload'),
};

/** The callers in the order of the table's columns. */
const COLUMNS = ['guest', 'customer', 'rider', 'admin', 'pending', 'rejected', 'approved', 'suspended', 'uploadToken'];

/** One level's row: each caller's expected status, in the columns' order (0 = allowed). */
function row(...statuses: [number, number, number, number, number, number, number, number, number]) {
  return Object.fromEntries(COLUMNS.map((caller, index) => [caller, statuses[index] ?? 0]));
}

// Expected status per level and caller (0 = allowed), one row per level:
//                     guest customer rider admin pending rejected approved suspended uploadToken
const TABLE: Record<AccessLevel, Record<keyof typeof CALLERS, number>> = {
  public: row(0, 0, 0, 0, 0, 0, 0, 0, 0),
  session: row(401, 403, 403, 0, 0, 0, 0, 0, 403),
  authenticated: row(401, 403, 403, 0, 0, 0, 0, 403, 403),
  admin: row(401, 403, 403, 0, 403, 403, 403, 403, 403),
  'approved-merchant': row(401, 403, 403, 403, 403, 403, 0, 403, 403),
  upload: row(401, 403, 403, 0, 0, 0, 0, 403, 0),
  // The mobile apps' levels: no admin or merchant passes them, whatever its standing.
  app: row(401, 0, 0, 403, 403, 403, 403, 403, 403),
  customer: row(401, 0, 403, 403, 403, 403, 403, 403, 403),
  rider: row(401, 403, 0, 403, 403, 403, 403, 403, 403),
};

describe('decideAccess', () => {
  it('covers every level', () => {
    assert.deepEqual(Object.keys(TABLE).sort(), [...ACCESS_LEVELS].sort());
  });

  for (const level of ACCESS_LEVELS) {
    for (const [caller, expected] of Object.entries(TABLE[level])) {
      it(`${level} x ${caller} -> ${expected || 'allowed'}`, () => {
        const decision = decideAccess(level, CALLERS[caller] ?? null);
        assert.equal(decision ? STATUS_OF[decision.kind] : 0, expected);
      });
    }
  }

  it('tells customers and riders "Access denied"', () => {
    assert.equal(decideAccess('authenticated', CALLERS.customer ?? null)?.message, ACCESS_DENIED);
    assert.match(decideAccess('admin', CALLERS.rider ?? null)?.message ?? '', /^Access denied/);
  });

  it('tells a merchant or an admin that the apps’ calls are for customers and riders', () => {
    assert.match(decideAccess('customer', CALLERS.approved ?? null)?.message ?? '', /customers of the Oja app/);
    assert.match(decideAccess('rider', CALLERS.customer ?? null)?.message ?? '', /riders/);
    assert.match(decideAccess('app', CALLERS.admin ?? null)?.message ?? '', /customer and rider apps/);
  });

  it('explains to a pending or rejected merchant why a merchant-only call is refused', () => {
    assert.match(decideAccess('approved-merchant', CALLERS.pending ?? null)?.message ?? '', /under review/);
    assert.match(decideAccess('approved-merchant', CALLERS.rejected ?? null)?.message ?? '', /not approved/);
    assert.match(decideAccess('authenticated', CALLERS.suspended ?? null)?.message ?? '', /suspended/);
  });
});

describe('the access hook on real routes', () => {
  let t: TestApp;
  let actors: Actors;
  before(async () => {
    t = await createTestApp({
      extend: (app) => {
        for (const level of ACCESS_LEVELS) {
          app.get(`/api/probe/${level}`, { config: { access: level } }, async (request) => ({
            success: true,
            message: 'ok',
            data: { user: request.principal?.user.email ?? null },
          }));
        }
      },
    });
    actors = await createActors(t.repos);
  });
  after(() => t.close());

  const call = (level: AccessLevel, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/probe/${level}`, headers });

  it('lets each level through exactly as the table says', async () => {
    const tokens: Record<string, string | null> = {
      guest: null,
      customer: actors.customer.token,
      rider: actors.rider.token,
      admin: actors.admin.token,
      pending: actors.pendingMerchant.token,
      rejected: actors.rejectedMerchant.token,
      approved: actors.approvedMerchant.token,
    };
    for (const level of ACCESS_LEVELS) {
      for (const [caller, token] of Object.entries(tokens)) {
        const res = await call(level, token ? bearer(token) : {});
        const expected = TABLE[level][caller] || 200;
        assert.equal(res.statusCode, expected, `${level} as ${caller}`);
        assert.equal(res.json().success, expected === 200, `${level} as ${caller}: envelope`);
      }
    }
  });

  it('hands the route the caller it resolved', async () => {
    const res = await call('authenticated', bearer(actors.admin.token));
    assert.equal(res.json().data.user, actors.admin.user.email);
  });

  it('accepts the upload token only on upload routes', async () => {
    const merchantId = actors.pendingMerchant.merchant?.id ?? 0;
    const token = await issueTestToken(t.repos, actors.pendingMerchant.user.id, { scope: 'upload', merchantId });
    assert.equal((await call('upload', bearer(token))).statusCode, 200);
    const refused = await call('authenticated', bearer(token));
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /only be used to upload/);
  });

  it('answers 401 for a malformed, unknown, expired or revoked token', async () => {
    for (const header of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(10)}`, `Bearer ${'y'.repeat(43)}`, 'token']) {
      assert.equal((await call('authenticated', { authorization: header })).statusCode, 401, header);
    }
    const expired = await issueTestToken(t.repos, actors.admin.user.id, { expiresAt: new Date(Date.now() - 1000) });
    assert.equal((await call('authenticated', bearer(expired))).statusCode, 401);
    const revoked = await issueTestToken(t.repos, actors.admin.user.id);
    const principal = await t.repos.tokens.findActive(hashToken(revoked), new Date());
    assert.ok(principal);
    await t.repos.tokens.revoke(principal.tokenId, new Date());
    assert.equal((await call('authenticated', bearer(revoked))).statusCode, 401);
  });
});

describe('a route that declares no access level', () => {
  it('stops the application from starting', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      storage: new LocalDiskStorage('/nonexistent'),
      mail: { outboxDir: '/nonexistent' },
      secret: TEST_SECRET,
      logging: { level: 'silent' },
    });
    try {
      await assert.rejects(async () => {
        app.get('/api/forgotten', async () => ({ success: true }));
        await app.ready();
      }, /declares no access level/);
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });
});
