// A rejected merchant resubmits its application (POST /merchant/resubmit): only from rejected (409 otherwise), only
// with its business ID on file, one conditional update (two tabs at once: one wins), the activity row with what
// changed since the rejection, the merchant's confirmation and the review team's notice; then the admin decides again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ActivityAction, Merchant, Page } from '@oja/shared/contract';
import { DOCUMENT_MESSAGES, RESUBMISSION_CONFLICTS } from '@oja/shared/validation';
import { changesSinceRejection, describeChange } from '../../../src/modules/merchant/resubmission';
import { type Actors, createActors, createMerchantUser, issueTestToken } from '../../support/actors';
import { createTestApp, type TestApp } from '../../support/app';
import { uploadDocument } from '../../support/registration';
import { activityFor as activityOf, callApi, mailsTo as mailsToOf, reviewed } from '../../support/review';

const REVIEW_EMAIL = 'review.team@test.oja';
let t: TestApp;
let actors: Actors;

before(async () => {
  t = await createTestApp({ reviewEmail: REVIEW_EMAIL });
  actors = await createActors(t.repos);
});
after(() => t.close());

const resubmit = (token: string | null) => callApi<Merchant>(t, 'POST', '/api/merchant/resubmit', token);
const mailsTo = (email: string) => mailsToOf(t, email);
const activityFor = (merchantId: number) => activityOf(t, actors.admin.token, merchantId);

const uploadId = (token: string, filename = 'new id.pdf') => uploadDocument(t, token, filename);

let made = 0;
/** A merchant that applied (with its ID when `withId`) and that the admin rejected through the API. */
async function rejectedMerchant(options: { withId: boolean; reason?: string } = { withId: true }) {
  const { user, merchant } = await createMerchantUser(t.repos, {
    status: 'pending',
    passwordHash: actors.admin.user.passwordHash,
    businessName: `Resubmit Shop ${++made}`,
  });
  const token = await issueTestToken(t.repos, user.id);
  if (options.withId) await uploadId(token, 'first id.pdf');
  const reason = options.reason ?? 'Please upload a clear scan of your ID.';
  const rejected = await callApi(
    t,
    'POST',
    `/api/admin/merchants/${merchant.id}/reject`,
    actors.admin.token,
    await reviewed(t, merchant.id, { rejection_reason: reason }),
  );
  assert.equal(rejected.status, 200);
  return { user, merchant, token, reason };
}

describe('POST /merchant/resubmit', () => {
  it('puts a rejected merchant back in the queue, logs what changed and mails both sides', async () => {
    const { user, merchant, token, reason } = await rejectedMerchant();
    await uploadId(token, 'clear id.pdf');

    const { status, body } = await resubmit(token);
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.message, 'Application resubmitted successfully!');
    assert.equal(body.data.verification_status, 'pending');
    assert.equal(body.data.rejection_reason, reason, 'the reason stays, marking a resubmission');
    assert.equal(body.data.documents?.length, 2);

    const [row, ...older] = await activityFor(merchant.id);
    assert.equal(row?.action, 'merchant.resubmitted');
    assert.equal(row?.actor?.id, user.id, 'the merchant itself did it');
    assert.deepEqual(row?.details, { changes: [{ field: 'document', from: null, to: 'clear id.pdf' }] });
    assert.equal(older[0]?.details?.rejection_reason, reason, 'the rejection stays in the history');

    // The admin's queue shows it again, and the admin can decide it.
    const queue = await callApi<Page<Merchant>>(
      t,
      'GET',
      '/api/admin/merchants?status=pending&per_page=100',
      actors.admin.token,
    );
    assert.ok(queue.body.data.data.some((entry) => entry.id === merchant.id));
    const [confirmation] = await mailsTo(user.email).then((mails) =>
      mails.filter((m) => m.content.includes('corrected')),
    );
    assert.ok(confirmation, 'the merchant got its confirmation');
    assert.match(confirmation.content, /back with our review team/);
    const notices = (await mailsTo(REVIEW_EMAIL)).filter((mail) => mail.content.includes(merchant.businessName));
    assert.equal(notices.length, 1, 'the review team got one notice');
    assert.match(notices[0]?.content ?? '', /clear id\.pdf/);
    assert.match(notices[0]?.content ?? '', new RegExp(`/dashboard/merchants/requests/${merchant.id}`));

    const approved = await callApi<{ merchant: Merchant }>(
      t,
      'POST',
      `/api/admin/merchants/${merchant.id}/approve`,
      actors.admin.token,
      await reviewed(t, merchant.id),
    );
    assert.equal(approved.status, 200);
    assert.equal(approved.body.data.merchant.verification_status, 'approved');
    assert.equal(approved.body.data.merchant.rejection_reason, null);
    assert.equal((await callApi(t, 'GET', '/api/merchant/dashboard', token)).status, 200);
  });

  it('logs no changes when nothing changed since the rejection', async () => {
    const { merchant, token } = await rejectedMerchant();
    assert.equal((await resubmit(token)).status, 200);
    const [row] = await activityFor(merchant.id);
    assert.equal(row?.action, 'merchant.resubmitted');
    assert.equal(row?.details, null);
  });

  it('refuses without a business ID on file (422), and the merchant stays rejected', async () => {
    const { merchant, token } = await rejectedMerchant({ withId: false });
    const { status, body } = await resubmit(token);
    assert.equal(status, 422);
    assert.deepEqual(body.errors?.document, [DOCUMENT_MESSAGES.idRequired]);
    const found = await t.repos.merchants.find(merchant.id);
    assert.equal(found?.merchant.verificationStatus, 'rejected');
    await uploadId(token);
    assert.equal((await resubmit(token)).status, 200, 'with the ID it goes through');
  });

  it('answers 409 to a pending or approved merchant, 403 to a suspended one, an admin or a customer', async () => {
    const pendingWithId = await createMerchantUser(t.repos, {
      status: 'pending',
      passwordHash: actors.admin.user.passwordHash,
    });
    const pendingToken = await issueTestToken(t.repos, pendingWithId.user.id);
    await uploadId(pendingToken);
    const pending = await resubmit(pendingToken);
    assert.equal(pending.status, 409);
    assert.equal(pending.body.message, RESUBMISSION_CONFLICTS.pending);

    const approvedToken = actors.approvedMerchant.token;
    await uploadId(approvedToken);
    const approved = await resubmit(approvedToken);
    assert.equal(approved.status, 409);
    assert.equal(approved.body.message, RESUBMISSION_CONFLICTS.approved);

    assert.equal((await resubmit(actors.suspendedMerchant.token)).status, 403);
    assert.equal((await resubmit(actors.admin.token)).status, 403);
    assert.equal((await resubmit(actors.customer.token)).status, 403);
    assert.equal((await resubmit(null)).status, 401);
  });

  it('lets exactly one of two tabs resubmitting at once through: one row, one confirmation', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const { user, merchant, token } = await rejectedMerchant();
      const secondTab = await issueTestToken(t.repos, user.id);
      const answers = await Promise.all([resubmit(token), resubmit(secondTab)]);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409], `round ${round}`);
      const rows = (await activityFor(merchant.id)).filter((row) => row.action === 'merchant.resubmitted');
      assert.equal(rows.length, 1, `round ${round}`);
      const confirmations = (await mailsTo(user.email)).filter((mail) => mail.content.includes('corrected'));
      assert.equal(confirmations.length, 1, `round ${round}`);
    }
  });

  it('reads what the merchant changed in its own profile since the rejection, but not before it', async () => {
    const { user, merchant, token } = await rejectedMerchant();
    const profileUpdated = 'merchant.profile_updated' as ActivityAction;
    // Profile changes leave rows like these (the merchant's own changes, field by field).
    for (const [from, to] of [
      [merchant.businessName, 'Renamed Foods'],
      ['Renamed Foods', 'Renamed Foods Ltd'],
    ]) {
      await t.repos.activity.record({
        actorId: user.id,
        action: profileUpdated,
        merchantId: merchant.id,
        details: { changes: [{ field: 'business_name', from, to }] },
      });
    }
    assert.equal((await resubmit(token)).status, 200);
    const [row] = await activityFor(merchant.id);
    assert.deepEqual(row?.details, {
      changes: [{ field: 'business_name', from: merchant.businessName, to: 'Renamed Foods Ltd' }],
    });
  });
});

describe('what changed since the rejection', () => {
  it('folds a field changed twice into one change, and drops one changed back', () => {
    const changes = changesSinceRejection(
      [
        { changes: [{ field: 'business_name', from: 'A', to: 'B' }] },
        {
          changes: [
            { field: 'business_name', from: 'B', to: 'C' },
            { field: 'business_phone', from: '1', to: '2' },
          ],
        },
        { changes: [{ field: 'business_phone', from: '2', to: '1' }] },
      ],
      [{ originalName: 'id.pdf' }],
    );
    assert.deepEqual(changes, [
      { field: 'business_name', from: 'A', to: 'C' },
      { field: 'document', from: null, to: 'id.pdf' },
    ]);
  });

  it('ignores details of another shape', () => {
    assert.deepEqual(
      changesSinceRejection([{ changes: 'none' }, { changes: [{ field: 3 }, null, { field: 'x', from: 1 }] }, {}], []),
      [],
    );
  });

  it('describes a change on one line', () => {
    assert.equal(describeChange({ field: 'document', from: null, to: 'id.pdf' }), 'document: from (none) to id.pdf');
  });
});
