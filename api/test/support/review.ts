// What the admin review's tests call and read back: a JSON call's status and envelope, the mails a merchant got and
// the activity log rows about it.
import assert from 'node:assert/strict';
import type { ActivityLogEntry, Page } from '@oja/shared/contract';
import { bearer, type TestApp } from './app';

export interface Answer<T> {
  status: number;
  body: { success: boolean; message: string; data: T; errors?: Record<string, string[]> };
}

/** A JSON call as the holder of `token` (null: a guest): its status and envelope. */
export async function callApi<T>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() } as Answer<T>;
}

export async function mailsTo(t: TestApp, email: string) {
  return (await t.outbox()).filter((mail) => mail.content.includes(`To: ${email}`));
}

/** The activity log rows about one merchant, newest first, as the admin with `token` reads them. */
export async function activityFor(t: TestApp, token: string, merchantId: number): Promise<ActivityLogEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/activity-log?merchant_id=${merchantId}&per_page=100`,
    headers: bearer(token),
  });
  return (res.json().data as Page<ActivityLogEntry>).data;
}

/**
 * A decision's body as the admin's screen sends it: `fields` with the merchant's version as the admin sees it now
 * (an unknown merchant: version 1, as any screen would have had).
 */
export async function reviewed<T extends object>(
  t: TestApp,
  merchantId: number,
  fields?: T,
): Promise<T & { version: number }> {
  const found = await t.repos.merchants.find(merchantId);
  return { ...(fields ?? ({} as T)), version: found?.merchant.version ?? 1 };
}

/** The sum the admin figures must add up to. */
export function statusTotal(stats: Record<string, number>): number {
  const { pending_merchants = 0, approved_merchants = 0, rejected_merchants = 0, suspended_merchants = 0 } = stats;
  return pending_merchants + approved_merchants + rejected_merchants + suspended_merchants;
}

/** Two admins acted at once: exactly one call won (200, the other 409), with one log row and one mail. */
export async function assertOneWinner(
  t: TestApp,
  adminToken: string,
  answers: { status: number }[],
  merchant: { id: number; email: string },
  round: number,
): Promise<void> {
  assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409], `round ${round}`);
  assert.equal((await activityFor(t, adminToken, merchant.id)).length, 1);
  assert.equal((await mailsTo(t, merchant.email)).length, 1);
}
