// A merchant's business email, changed through the profile: registration's rule (an address any account uses is
// taken), a limit on changes, and a new address that counts only once its owner opens the link mailed to it.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { merchants } from '../../../src/db/schema';
import { hashPassword } from '../../../src/modules/auth/passwords';
import { ACTOR_PASSWORD, appWithActors, createMerchantUser, issueTestToken } from '../../support/actors';
import { bearer, perAccount, RELAXED_LIMITS } from '../../support/app';

const EMAIL_TAKEN = 'The business email has already been taken.';
const LINK_INVALID = 'This confirmation link is invalid or has expired.';

const { t, actors } = await appWithActors({
  rateLimits: {
    ...RELAXED_LIMITS,
    profileUpdates: perAccount(6, 600_000),
    businessEmailChanges: perAccount(3, 3_600_000),
  },
});
after(() => t.close());

let counter = 0;
async function merchant() {
  counter += 1;
  const { user, merchant } = await createMerchantUser(t.repos, {
    status: 'approved',
    email: `biz${counter}@test.oja`,
    passwordHash: await hashPassword(ACTOR_PASSWORD),
  });
  return { user, merchant, token: await issueTestToken(t.repos, user.id) };
}

const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/merchant/profile', headers: bearer(token), payload });

async function linkSentTo(email: string): Promise<string> {
  const mail = (await t.outbox()).filter((item) => item.content.includes(`To: ${email}`)).at(-1);
  assert.ok(mail, `a mail to ${email}`);
  // The text part is quoted-printable: soft line breaks and "=" written as =3D.
  const unfolded = mail.content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(http:\/\/\S+\/api\/merchant\/business-email\/verify\?token=[\w-]+)/.exec(unfolded);
  assert.ok(match?.[1], 'the mail carries the link');
  return match[1].replace(/^http:\/\/[^/]+/, '');
}

describe('a new business email', () => {
  it('is refused when any account uses it: the admin, a customer, another merchant (its business or sign-in email)', async () => {
    const { token } = await merchant();
    const other = await merchant();
    for (const email of [
      actors.admin.user.email,
      actors.customer.user.email,
      other.merchant.businessEmail,
      other.user.email,
      actors.approvedMerchant.user.email.toUpperCase(),
    ]) {
      const res = await update(token, { business_email: email });
      assert.equal(res.statusCode, 422, email);
      assert.deepEqual(res.json().errors, { business_email: [EMAIL_TAKEN] });
    }
  });

  it('counts only once its owner opens the mailed link; until then the old one stays in force', async () => {
    const { merchant: row, token } = await merchant();
    const squatted = `nobody.yet.${counter}@test.oja`;
    const res = await update(token, { business_email: squatted, business_name: 'Renamed Kitchen' });
    assert.equal(res.statusCode, 200, res.body);
    const answered = res.json().data;
    assert.equal(answered.business_email, row.businessEmail, 'the old address is still in force');
    assert.equal(answered.pending_business_email, squatted);
    assert.equal(answered.business_name, 'Renamed Kitchen', 'the other fields change at once');
    const [stored] = await t.database.db.select().from(merchants).where(eq(merchants.id, row.id));
    assert.equal(stored?.businessEmail, row.businessEmail);

    const link = await linkSentTo(squatted);
    const page = await t.app.inject({ method: 'GET', url: link });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body, /Business email confirmed/);
    const [confirmed] = await t.database.db.select().from(merchants).where(eq(merchants.id, row.id));
    assert.equal(confirmed?.businessEmail, squatted);
    assert.equal(confirmed?.pendingBusinessEmail, null);
    // The address it replaced is told.
    const notice = (await t.outbox()).filter((mail) => mail.content.includes(`To: ${row.businessEmail}`)).at(-1);
    assert.match(notice?.content ?? '', /was changed/);
    // The link works once.
    const again = await t.app.inject({ method: 'GET', url: link });
    assert.equal(again.statusCode, 422);
    assert.match(again.body, /Confirmation failed/);
  });

  it('is confirmed through the API too, and a newer request replaces the older link', async () => {
    const { merchant: row, token } = await merchant();
    await update(token, { business_email: `first.${counter}@test.oja` });
    const older = new URL(`http://x${await linkSentTo(`first.${counter}@test.oja`)}`).searchParams.get('token');
    await update(token, { business_email: `second.${counter}@test.oja` });
    const newer = new URL(`http://x${await linkSentTo(`second.${counter}@test.oja`)}`).searchParams.get('token');
    const confirm = (value: string | null) =>
      t.app.inject({ method: 'POST', url: '/api/merchant/business-email/verify', payload: { token: value } });
    const stale = await confirm(older);
    assert.equal(stale.statusCode, 422);
    assert.deepEqual(stale.json().errors, { token: [LINK_INVALID] });
    const ok = await confirm(newer);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json().data, { business_email: `second.${counter}@test.oja` });
    const [stored] = await t.database.db.select().from(merchants).where(eq(merchants.id, row.id));
    assert.equal(stored?.businessEmail, `second.${counter}@test.oja`);
  });

  it('is refused at confirmation when another account took the address meanwhile', async () => {
    const { token } = await merchant();
    const wanted = `contested.${counter}@test.oja`;
    await update(token, { business_email: wanted });
    const link = await linkSentTo(wanted);
    await createMerchantUser(t.repos, { status: 'pending', email: wanted, passwordHash: 'x' });
    const res = await t.app.inject({ method: 'GET', url: link });
    assert.equal(res.statusCode, 422);
    assert.match(res.body, /already been taken/);
  });

  it('expires: a link past its time changes nothing', async () => {
    const { merchant: row, token } = await merchant();
    const wanted = `late.${counter}@test.oja`;
    await update(token, { business_email: wanted });
    const link = await linkSentTo(wanted);
    await t.database.db
      .update(merchants)
      .set({ pendingEmailExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(merchants.id, row.id));
    assert.equal((await t.app.inject({ method: 'GET', url: link })).statusCode, 422);
    const [stored] = await t.database.db.select().from(merchants).where(eq(merchants.id, row.id));
    assert.equal(stored?.businessEmail, row.businessEmail);
  });

  it('keeps its own address as it is (no link, nothing pending)', async () => {
    const { merchant: row, token } = await merchant();
    const res = await update(token, { business_email: row.businessEmail.toUpperCase() });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.pending_business_email, null);
  });
});

describe('profile changes are rate-limited', () => {
  it('per account: new business emails, then any change, answer 429', async () => {
    const { token } = await merchant();
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await update(token, { business_email: `try${i}.${counter}@test.oja` })).statusCode, 200);
    }
    const fourth = await update(token, { business_email: `try3.${counter}@test.oja` });
    assert.equal(fourth.statusCode, 429);
    assert.match(fourth.json().message, /^Too many attempts\./);
    for (let i = 0; i < 2; i += 1) assert.equal((await update(token, { business_name: `Name ${i}` })).statusCode, 200);
    assert.equal((await update(token, { business_name: 'One too many' })).statusCode, 429);
    const other = await merchant();
    assert.equal((await update(other.token, { business_name: 'Another account' })).statusCode, 200);
  });
});
