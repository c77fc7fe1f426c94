// The admin review of merchants: figures, lists, details with signed document links, approve, reject,
// bulk approve, the activity log and review figures; 404s, 409s, 422s, the emails, and two admins deciding at once.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { ActivityLogEntry, BulkApproveResult, Merchant, Page, ReviewStats } from '@oja/shared/contract';
import { REJECTION_REASON_REQUIRED } from '@oja/shared/validation';
import { eq } from 'drizzle-orm';
import { merchants } from '../../../src/db/schema';
import { signDocumentPath } from '../../../src/files/signing';
import { acceptUpload } from '../../../src/files/upload';
import { hashPassword } from '../../../src/modules/auth/passwords';
import { deriveKey } from '../../../src/secret';
import { certificatePdf } from '../../../src/seed/pdf';
import { type Actors, createActors, createMerchantUser, createSecondAdmin, issueTestToken } from '../../support/actors';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../../support/app';
import {
  activityFor as activityOf,
  assertOneWinner,
  mailsTo as mailsToOf,
  reviewed,
  statusTotal,
} from '../../support/review';

let t: TestApp;
let actors: Actors;
let secondAdminToken: string;
let passwordHash: string;
const signingKey = deriveKey(TEST_SECRET, 'signed-urls');

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
  passwordHash = await hashPassword('Merchant@12345');
  secondAdminToken = (await createSecondAdmin(t.repos)).token;
});
after(() => t.close());

const asAdmin = (token = actors.admin.token) => bearer(token);
const reviewedBody = <T extends object>(merchantId: number, fields?: T) => reviewed(t, merchantId, fields);

async function get<T>(url: string, token?: string): Promise<{ status: number; body: { message: string; data: T } }> {
  const res = await t.app.inject({ method: 'GET', url, headers: asAdmin(token) });
  return { status: res.statusCode, body: res.json() };
}

async function post<T>(
  url: string,
  payload: unknown,
  token?: string,
): Promise<{
  status: number;
  body: { success: boolean; message: string; data: T; errors?: Record<string, string[]> };
}> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: asAdmin(token),
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() };
}

let made = 0;
/** A pending merchant with a PDF business ID, under a name of the test's choosing. */
async function pendingMerchant(businessName = `Review Shop ${++made}`, createdAt?: Date) {
  const { user, merchant } = await createMerchantUser(t.repos, { status: 'pending', passwordHash, businessName });
  if (createdAt) {
    await t.database.db.update(merchants).set({ createdAt }).where(eq(merchants.id, merchant.id));
  }
  const pdf = certificatePdf({ businessName, registrationNumber: `BN ${merchant.id}`, city: 'Lagos' });
  const stored = await acceptUpload(t.storage, Readable.from([pdf]), 'document');
  const document = await t.repos.documents.create({
    merchantId: merchant.id,
    documentType: 'business_id',
    storageKey: stored.key,
    originalName: 'cac-certificate.pdf',
    mimeType: stored.mimeType,
    size: stored.size,
  });
  return { user, merchant, document, pdf };
}

async function statusOf(id: number): Promise<string> {
  const { body } = await get<{ merchant: Merchant }>(`/api/admin/merchants/${id}`);
  return body.data.merchant.verification_status;
}

const mailsTo = (email: string) => mailsToOf(t, email);
const activityFor = (merchantId: number) => activityOf(t, actors.admin.token, merchantId);

describe('GET /admin/dashboard', () => {
  it('counts merchants by status', async () => {
    const before = (await get<{ statistics: Record<string, number> }>('/api/admin/dashboard')).body.data.statistics;
    await pendingMerchant();
    const { status, body } = await get<{ statistics: Record<string, number> }>('/api/admin/dashboard');
    assert.equal(status, 200);
    const stats = body.data.statistics;
    assert.equal(stats.pending_merchants, (before.pending_merchants ?? 0) + 1);
    assert.equal(stats.total_merchants, (before.total_merchants ?? 0) + 1);
    assert.equal(stats.total_merchants, statusTotal(stats));
    assert.ok((stats.approved_merchants ?? 0) >= 2, 'the approved and other merchant actors');
  });
});

describe('GET /admin/merchants', () => {
  it('lists pending merchants oldest first, paginated, in data.data', async () => {
    const day = 86_400_000;
    const oldest = await pendingMerchant('Queue Oldest Kitchen', new Date(Date.now() - 40 * day));
    const older = await pendingMerchant('Queue Older Kitchen', new Date(Date.now() - 39 * day));
    const { status, body } = await get<Page<Merchant>>('/api/admin/merchants?status=pending&per_page=2');
    assert.equal(status, 200);
    assert.deepEqual(
      body.data.data.map((merchant) => merchant.id),
      [oldest.merchant.id, older.merchant.id],
    );
    assert.equal(body.data.current_page, 1);
    assert.equal(body.data.per_page, 2);
    assert.ok(body.data.total >= 3);
    assert.equal(body.data.last_page, Math.ceil(body.data.total / 2));
    const second = await get<Page<Merchant>>('/api/admin/merchants?status=pending&per_page=2&page=2');
    assert.equal(second.body.data.current_page, 2);
    assert.ok(!second.body.data.data.some((merchant) => merchant.id === oldest.merchant.id));
    const beyond = await get<Page<Merchant>>('/api/admin/merchants?status=pending&page=999');
    assert.deepEqual(beyond.body.data.data, []);
  });

  it('answers the merchant fields the screens read, with the contact and a public logo URL', async () => {
    const { merchant } = await pendingMerchant('Field Check Foods');
    const { body } = await get<Page<Merchant>>('/api/admin/merchants?search=Field%20Check');
    const [row] = body.data.data;
    assert.ok(row);
    assert.equal(row.id, merchant.id);
    assert.equal(row.business_name, 'Field Check Foods');
    assert.equal(row.verification_status, 'pending');
    assert.equal(row.pickup_address, '1 Test Street, Ikeja, Lagos');
    assert.equal(row.business_phone, '8031234567');
    assert.equal(typeof row.contact_name, 'string');
    assert.equal(row.user?.email, merchant.businessEmail);
    assert.equal(row.documents, undefined, 'documents come with the details only');
  });

  it('filters by status and lists every status newest first without one', async () => {
    const approved = await get<Page<Merchant>>('/api/admin/merchants?status=approved&per_page=100');
    assert.ok(approved.body.data.data.length >= 2);
    assert.ok(approved.body.data.data.every((merchant) => merchant.verification_status === 'approved'));
    const rejected = await get<Page<Merchant>>('/api/admin/merchants?status=rejected');
    assert.ok(rejected.body.data.data.every((merchant) => merchant.verification_status === 'rejected'));
    const all = await get<Page<Merchant>>('/api/admin/merchants?per_page=100');
    const times = all.body.data.data.map((merchant) => Date.parse(merchant.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.equal(all.body.data.per_page, 100);
  });

  it('searches the business name and the emails, in any letter case, with LIKE characters taken literally', async () => {
    const { merchant } = await pendingMerchant('Ofada 100% Spot_Lekki');
    const byName = await get<Page<Merchant>>('/api/admin/merchants?search=ofada%20100%25');
    assert.deepEqual(
      byName.body.data.data.map((row) => row.id),
      [merchant.id],
    );
    const byEmail = await get<Page<Merchant>>(
      `/api/admin/merchants?search=${encodeURIComponent(merchant.businessEmail.toUpperCase())}`,
    );
    assert.deepEqual(
      byEmail.body.data.data.map((row) => row.id),
      [merchant.id],
    );
    const wildcard = await get<Page<Merchant>>('/api/admin/merchants?search=%25');
    assert.deepEqual(
      wildcard.body.data.data.map((row) => row.id),
      [merchant.id],
      '"%" finds only the name that holds one',
    );
    const underscore = await get<Page<Merchant>>('/api/admin/merchants?search=Spot_L');
    assert.equal(underscore.body.data.total, 1);
    const none = await get<Page<Merchant>>('/api/admin/merchants?search=no%20such%20business');
    assert.equal(none.body.data.total, 0);
    assert.deepEqual(none.body.data.data, []);
  });

  it('answers 422 for query values that mean nothing, as every list does', async () => {
    const queries = [
      'status=unknown',
      'page=0',
      'page=abc',
      'per_page=-1',
      'per_page=101',
      `search=${'x'.repeat(101)}`,
    ];
    for (const query of queries) {
      const { status, body } = await get(`/api/admin/merchants?${query}`);
      assert.equal(status, 422, query);
      assert.equal(typeof body.message, 'string');
    }
  });
});

describe('GET /admin/merchants/:id', () => {
  it('answers the merchant with its documents as signed links that open without a token', async () => {
    const { merchant, document, pdf } = await pendingMerchant('Document Check Foods');
    const { status, body } = await get<{ merchant: Merchant }>(`/api/admin/merchants/${merchant.id}`);
    assert.equal(status, 200);
    const details = body.data.merchant;
    assert.equal(details.business_name, 'Document Check Foods');
    assert.equal(details.documents?.length, 1);
    const [link] = details.documents ?? [];
    assert.ok(link);
    assert.equal(link.id, document.id);
    assert.equal(link.document_type, 'business_id');
    assert.equal(link.mime_type, 'application/pdf');
    assert.match(link.file_path, new RegExp(`^/api/files/documents/${document.id}\\?expires=\\d+&signature=[\\w-]+$`));
    const file = await t.app.inject({ method: 'GET', url: link.file_path });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.deepEqual(file.rawPayload, pdf);
  });

  it('answers its pick-up points, default first, and none for a merchant without any', async () => {
    const { merchant } = await pendingMerchant('Pickup Points Foods');
    const none = await get<{ merchant: Merchant }>(`/api/admin/merchants/${merchant.id}`);
    assert.deepEqual(none.body.data.merchant.pickup_locations, []);
    const point = { latitude: null, longitude: null };
    await t.repos.pickupLocations.add(merchant.id, { ...point, label: 'Shop', address: '1 Main Rd', isDefault: true });
    await t.repos.pickupLocations.add(merchant.id, { ...point, label: null, address: '2 Side St', isDefault: false });
    const { body } = await get<{ merchant: Merchant }>(`/api/admin/merchants/${merchant.id}`);
    const points = body.data.merchant.pickup_locations ?? [];
    assert.deepEqual(
      points.map((location) => [location.label, location.address, location.is_default]),
      [
        ['Shop', '1 Main Rd', true],
        [null, '2 Side St', false],
      ],
    );
  });

  it('signed links refuse tampering and expire after 10 minutes', async () => {
    const { merchant, document } = await pendingMerchant();
    const { body } = await get<{ merchant: Merchant }>(`/api/admin/merchants/${merchant.id}`);
    const link = body.data.merchant.documents?.[0]?.file_path ?? '';
    const url = new URL(link, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    assert.ok(Math.abs(expires - (Date.now() / 1000 + 600)) < 30, 'valid for about 10 minutes');

    const otherId = new URL(`/api/files/documents/${document.id + 1000}${url.search}`, 'http://x');
    const later = new URL(link, 'http://x');
    later.searchParams.set('expires', String(expires + 3600));
    const forged = new URL(link, 'http://x');
    forged.searchParams.set('signature', 'A'.repeat(43));
    for (const tampered of [otherId, later, forged]) {
      const res = await t.app.inject({ method: 'GET', url: tampered.pathname + tampered.search });
      assert.equal(res.statusCode, 403, tampered.toString());
      assert.equal(res.json().message, 'This document link is not valid.');
    }
    const old = signDocumentPath(signingKey, document.id, new Date(Date.now() - 11 * 60_000));
    const expired = await t.app.inject({ method: 'GET', url: old });
    assert.equal(expired.statusCode, 403);
    assert.match(expired.json().message, /expired/);
  });

  it('answers 404 for an unknown or meaningless id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      const { status, body } = await get(`/api/admin/merchants/${id}`);
      assert.equal(status, 404, id);
      assert.equal(body.message, 'The requested resource was not found');
    }
  });
});

describe('POST /admin/merchants/:id/approve', () => {
  it('approves a pending merchant, logs it, emails the contact, and the merchant can then use approved routes', async () => {
    const { user, merchant } = await pendingMerchant('Approve Me Foods');
    const merchantToken = await issueTestToken(t.repos, user.id);
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(merchantToken) });
    assert.equal(before.json().data.merchant.verification_status, 'pending');

    const { status, body } = await post<{ merchant: Merchant }>(
      `/api/admin/merchants/${merchant.id}/approve`,
      await reviewedBody(merchant.id),
    );
    assert.equal(status, 200);
    assert.equal(body.message, 'Merchant approved successfully!');
    assert.equal(body.data.merchant.verification_status, 'approved');
    assert.ok(body.data.merchant.reviewed_at);

    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(merchantToken) });
    assert.equal(profile.json().data.merchant.verification_status, 'approved');

    const [entry, ...more] = await activityFor(merchant.id);
    assert.equal(more.length, 0);
    assert.equal(entry?.action, 'merchant.approved');
    assert.equal(entry?.actor?.id, actors.admin.user.id);
    assert.equal(entry?.merchant?.business_name, 'Approve Me Foods');

    const mails = await mailsTo(user.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.content ?? '', /Subject: Approve Me Foods is approved on Oja/);
    assert.match(mails[0]?.content ?? '', /\/login/);
  });

  it('answers 409 when the merchant is not pending, and changes nothing', async () => {
    const { user, merchant } = await pendingMerchant();
    assert.equal(
      (await post(`/api/admin/merchants/${merchant.id}/approve`, await reviewedBody(merchant.id))).status,
      200,
    );
    const again = await post(`/api/admin/merchants/${merchant.id}/approve`, await reviewedBody(merchant.id));
    assert.equal(again.status, 409);
    assert.equal(again.body.success, false);
    assert.match(again.body.message, /already approved/);
    const reject = await post(
      `/api/admin/merchants/${merchant.id}/reject`,
      await reviewedBody(merchant.id, { rejection_reason: 'Too late' }),
    );
    assert.equal(reject.status, 409);
    assert.equal(await statusOf(merchant.id), 'approved');
    assert.equal((await activityFor(merchant.id)).length, 1);
    assert.equal((await mailsTo(user.email)).length, 1);

    const rejected = actors.rejectedMerchant.merchant?.id ?? 0;
    const onRejected = await post(`/api/admin/merchants/${rejected}/approve`, await reviewedBody(rejected));
    assert.equal(onRejected.status, 409);
    assert.match(onRejected.body.message, /already rejected/);
  });

  it('answers 404 for an unknown merchant', async () => {
    assert.equal((await post('/api/admin/merchants/987654/approve', { version: 1 })).status, 404);
    assert.equal((await post('/api/admin/merchants/nope/approve', { version: 1 })).status, 404);
  });
});

describe('POST /admin/merchants/:id/reject', () => {
  it('needs a reason that is not blank', async () => {
    const { merchant } = await pendingMerchant();
    for (const payload of [
      {},
      { rejection_reason: '' },
      { rejection_reason: '   \n\t ' },
      { rejection_reason: null },
    ]) {
      const { status, body } = await post(`/api/admin/merchants/${merchant.id}/reject`, {
        ...payload,
        version: merchant.version,
      });
      assert.equal(status, 422, JSON.stringify(payload));
      assert.equal(body.message, REJECTION_REASON_REQUIRED);
      assert.deepEqual(body.errors, { rejection_reason: [REJECTION_REASON_REQUIRED] });
    }
    const long = await post(
      `/api/admin/merchants/${merchant.id}/reject`,
      await reviewedBody(merchant.id, { rejection_reason: 'x'.repeat(1001) }),
    );
    assert.equal(long.status, 422);
    assert.equal(long.body.message, 'Rejection reason must not exceed 1000 characters');
    assert.equal(await statusOf(merchant.id), 'pending');
  });

  it('rejects with the reason (trimmed), logs it and emails the reason', async () => {
    const { user, merchant } = await pendingMerchant('Reject Me Foods');
    const reason = 'The CAC certificate is for another business.';
    const { status, body } = await post<{ merchant: Merchant }>(
      `/api/admin/merchants/${merchant.id}/reject`,
      await reviewedBody(merchant.id, { rejection_reason: `  ${reason}  ` }),
    );
    assert.equal(status, 200);
    assert.equal(body.message, 'Merchant rejected successfully!');
    assert.equal(body.data.merchant.verification_status, 'rejected');
    assert.equal(body.data.merchant.rejection_reason, reason);

    const [entry] = await activityFor(merchant.id);
    assert.equal(entry?.action, 'merchant.rejected');
    assert.deepEqual(entry?.details, { rejection_reason: reason, version: merchant.version });

    const mails = await mailsTo(user.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.content ?? '', /Subject: Update on the application for Reject Me Foods/);
    assert.match(mails[0]?.content ?? '', /another business/);

    const again = await post(
      `/api/admin/merchants/${merchant.id}/reject`,
      await reviewedBody(merchant.id, { rejection_reason: reason }),
    );
    assert.equal(again.status, 409);
    assert.match(again.body.message, /already rejected/);
  });

  it('checks the reason before the merchant: a blank reason for an unknown merchant is still a 422', async () => {
    assert.equal((await post('/api/admin/merchants/987654/reject', { rejection_reason: ' ', version: 1 })).status, 422);
    assert.equal(
      (await post('/api/admin/merchants/987654/reject', { rejection_reason: 'Fine', version: 1 })).status,
      404,
    );
  });
});

describe('POST /admin/merchants/bulk-approve', () => {
  it('approves the pending ones and reports the others', async () => {
    const a = await pendingMerchant('Bulk A Foods');
    const b = await pendingMerchant('Bulk B Foods');
    const approvedId = actors.approvedMerchant.merchant?.id ?? 0;
    const { status, body } = await post<BulkApproveResult>('/api/admin/merchants/bulk-approve', {
      merchant_ids: [a.merchant.id, b.merchant.id, a.merchant.id, approvedId, 987654],
    });
    assert.equal(status, 200);
    assert.equal(body.message, 'Merchants approved successfully!');
    assert.deepEqual(body.data, {
      approved: [a.merchant.id, b.merchant.id],
      not_pending: [approvedId],
      not_found: [987654],
    });
    assert.equal(await statusOf(a.merchant.id), 'approved');
    assert.equal(await statusOf(b.merchant.id), 'approved');
    assert.equal((await mailsTo(a.user.email)).length, 1);
    assert.equal((await mailsTo(b.user.email)).length, 1);
    const [entry] = await activityFor(b.merchant.id);
    assert.equal(entry?.action, 'merchant.approved');
    assert.deepEqual(entry?.details, { bulk: true });

    const none = await post<BulkApproveResult>('/api/admin/merchants/bulk-approve', { merchant_ids: [a.merchant.id] });
    assert.equal(none.status, 200);
    assert.equal(none.body.message, 'None of these merchants was pending.');
    assert.deepEqual(none.body.data, { approved: [], not_pending: [a.merchant.id], not_found: [] });
  });

  it('answers 422 for no ids, too many, or ids that are not positive whole numbers', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Select at least one merchant'],
      [{ merchant_ids: [] }, 'Select at least one merchant'],
      [{ merchant_ids: ['1'] }, 'Merchant ids must be numbers'],
      [{ merchant_ids: [1.5] }, 'Merchant ids must be numbers'],
      [{ merchant_ids: [0] }, 'Merchant ids must be numbers'],
      [{ merchant_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'Approve at most 100 merchants at once'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post('/api/admin/merchants/bulk-approve', payload);
      assert.equal(status, 422, JSON.stringify(payload).slice(0, 80));
      assert.equal(body.message, message);
    }
  });
});

describe('two admins deciding on the same merchant at once', () => {
  it('exactly one approval wins; one log row and one email', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { user, merchant } = await pendingMerchant();
      const url = `/api/admin/merchants/${merchant.id}/approve`;
      const body = await reviewedBody(merchant.id);
      const results = await Promise.all([post(url, body), post(url, body, secondAdminToken)]);
      await assertOneWinner(t, actors.admin.token, results, { id: merchant.id, email: user.email }, round);
    }
  });

  it('approve against reject: exactly one decision stands, with its own log row and email', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { user, merchant } = await pendingMerchant();
      const [approve, reject] = await Promise.all([
        post(`/api/admin/merchants/${merchant.id}/approve`, await reviewedBody(merchant.id)),
        post(
          `/api/admin/merchants/${merchant.id}/reject`,
          await reviewedBody(merchant.id, { rejection_reason: 'Race' }),
          secondAdminToken,
        ),
      ]);
      assert.deepEqual([approve.status, reject.status].sort(), [200, 409], `round ${round}`);
      const winner = approve.status === 200 ? 'approved' : 'rejected';
      assert.equal(await statusOf(merchant.id), winner);
      const log = await activityFor(merchant.id);
      assert.deepEqual(
        log.map((entry) => entry.action),
        [`merchant.${winner}`],
      );
      const mails = await mailsTo(user.email);
      assert.equal(mails.length, 1);
      assert.match(mails[0]?.content ?? '', winner === 'approved' ? /is approved on Oja/ : /Update on the application/);
    }
  });

  it('a bulk approval and a single one on the same merchants: each merchant approved once', async () => {
    const a = await pendingMerchant();
    const b = await pendingMerchant();
    const [bulk, single] = await Promise.all([
      post<BulkApproveResult>('/api/admin/merchants/bulk-approve', { merchant_ids: [a.merchant.id, b.merchant.id] }),
      post(`/api/admin/merchants/${a.merchant.id}/approve`, await reviewedBody(a.merchant.id), secondAdminToken),
    ]);
    assert.equal(bulk.status, 200);
    const bulkWonA = bulk.body.data.approved.includes(a.merchant.id);
    assert.equal(single.status, bulkWonA ? 409 : 200);
    assert.deepEqual(bulk.body.data.not_pending, bulkWonA ? [] : [a.merchant.id]);
    assert.ok(bulk.body.data.approved.includes(b.merchant.id));
    assert.equal((await activityFor(a.merchant.id)).length, 1);
    assert.equal((await mailsTo(a.user.email)).length, 1);
  });
});

describe('GET /admin/merchants/stats/review', () => {
  it('counts by status and the decisions of the last 7 days', async () => {
    const before = (await get<ReviewStats>('/api/admin/merchants/stats/review')).body.data;
    const { merchant } = await pendingMerchant();
    const other = await pendingMerchant();
    await post(`/api/admin/merchants/${merchant.id}/approve`, await reviewedBody(merchant.id));
    await post(
      `/api/admin/merchants/${other.merchant.id}/reject`,
      await reviewedBody(other.merchant.id, { rejection_reason: 'No documents' }),
    );
    const { status, body } = await get<ReviewStats>('/api/admin/merchants/stats/review');
    assert.equal(status, 200);
    const stats = body.data;
    assert.equal(stats.pending, before.pending);
    assert.equal(stats.approved, before.approved + 1);
    assert.equal(stats.rejected, before.rejected + 1);
    assert.equal(stats.suspended, before.suspended);
    assert.equal(stats.approved_last_7_days, before.approved_last_7_days + 1);
    assert.equal(stats.rejected_last_7_days, before.rejected_last_7_days + 1);
    assert.equal(typeof stats.average_review_hours, 'number');
    assert.ok((stats.average_review_hours ?? -1) >= 0);
  });

  it('says when the oldest request still waiting was made, and moves on once it is decided', async () => {
    const longAgo = new Date('2020-03-04T05:06:07.000Z');
    const { merchant } = await pendingMerchant('Waiting Longest Foods', longAgo);
    const waiting = (await get<ReviewStats>('/api/admin/merchants/stats/review')).body.data;
    assert.equal(waiting.oldest_pending_at, longAgo.toISOString());
    await post(`/api/admin/merchants/${merchant.id}/approve`, await reviewedBody(merchant.id));
    const after = (await get<ReviewStats>('/api/admin/merchants/stats/review')).body.data;
    assert.notEqual(after.oldest_pending_at, longAgo.toISOString());
    if (after.pending === 0) assert.equal(after.oldest_pending_at, null);
    else assert.ok(Date.parse(after.oldest_pending_at ?? '') > longAgo.getTime());
  });
});

describe('GET /admin/activity-log', () => {
  it('pages the log newest first, with actor, action, merchant and time', async () => {
    const a = await pendingMerchant('Log First Foods');
    const b = await pendingMerchant('Log Second Foods');
    await post(`/api/admin/merchants/${a.merchant.id}/approve`, await reviewedBody(a.merchant.id));
    await post(
      `/api/admin/merchants/${b.merchant.id}/reject`,
      await reviewedBody(b.merchant.id, { rejection_reason: 'Blurry ID' }),
      secondAdminToken,
    );
    const { status, body } = await get<Page<ActivityLogEntry>>('/api/admin/activity-log?per_page=2');
    assert.equal(status, 200);
    assert.equal(body.data.per_page, 2);
    assert.ok(body.data.total >= 2);
    const [newest, next] = body.data.data;
    assert.equal(newest?.action, 'merchant.rejected');
    assert.equal(newest?.actor?.name, 'Second Admin');
    assert.equal(newest?.merchant?.business_name, 'Log Second Foods');
    assert.ok(!Number.isNaN(Date.parse(newest?.created_at ?? '')));
    assert.equal(next?.action, 'merchant.approved');
    assert.equal(next?.merchant?.business_name, 'Log First Foods');
    assert.equal((await get('/api/admin/activity-log?page=0')).status, 422);
  });

  it("filters by merchant: that merchant's rows only, newest first; an unknown merchant gives an empty page", async () => {
    const a = await pendingMerchant('Filter Mine Foods');
    const b = await pendingMerchant('Filter Other Foods');
    await post(`/api/admin/merchants/${a.merchant.id}/approve`, await reviewedBody(a.merchant.id));
    await post(`/api/admin/merchants/${b.merchant.id}/approve`, await reviewedBody(b.merchant.id));
    await post(`/api/admin/merchants/${a.merchant.id}/suspend`, { suspension_reason: 'Late deliveries' });
    const { status, body } = await get<Page<ActivityLogEntry>>(`/api/admin/activity-log?merchant_id=${a.merchant.id}`);
    assert.equal(status, 200);
    assert.equal(body.data.total, 2);
    assert.deepEqual(
      body.data.data.map((entry) => [entry.action, entry.merchant?.id]),
      [
        ['merchant.suspended', a.merchant.id],
        ['merchant.approved', a.merchant.id],
      ],
    );
    assert.deepEqual(body.data.data[0]?.details, { suspension_reason: 'Late deliveries' });

    const unknown = await get<Page<ActivityLogEntry>>('/api/admin/activity-log?merchant_id=987654');
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body.data.data, []);
    assert.equal(unknown.body.data.total, 0);
  });

  it('filters by action, and by action and merchant together', async () => {
    const a = await pendingMerchant('Action Filter Foods');
    await post(
      `/api/admin/merchants/${a.merchant.id}/reject`,
      await reviewedBody(a.merchant.id, { rejection_reason: 'No ID' }),
    );
    const rejected = await get<Page<ActivityLogEntry>>('/api/admin/activity-log?action=merchant.rejected&per_page=100');
    assert.equal(rejected.status, 200);
    assert.ok(rejected.body.data.data.length >= 1);
    assert.ok(rejected.body.data.data.every((entry) => entry.action === 'merchant.rejected'));
    assert.ok(rejected.body.data.data.some((entry) => entry.merchant?.id === a.merchant.id));

    const both = await get<Page<ActivityLogEntry>>(
      `/api/admin/activity-log?action=merchant.approved&merchant_id=${a.merchant.id}`,
    );
    assert.equal(both.body.data.total, 0);
  });

  it('answers 422 with a clear message for a bad merchant or action filter', async () => {
    for (const [query, field, message] of [
      ['merchant_id=abc', 'merchant_id', 'Please select a valid merchant'],
      ['merchant_id=0', 'merchant_id', 'Please select a valid merchant'],
      ['merchant_id=99999999999', 'merchant_id', 'Please select a valid merchant'],
      ['action=merchant.deleted', 'action', 'Please select a valid action'],
      ['action=DROP%20TABLE', 'action', 'Please select a valid action'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/activity-log?${query}`, headers: asAdmin() });
      assert.equal(res.statusCode, 422, query);
      assert.deepEqual(res.json().errors?.[field], [message], query);
    }
    // A blank filter reads as no filter.
    assert.equal((await get('/api/admin/activity-log?merchant_id=&action=')).status, 200);
  });
});
