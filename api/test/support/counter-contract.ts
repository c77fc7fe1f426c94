// What every counter store promises for `take` and `giveBack`, checked on the memory store and on Redis alike.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { CounterStore } from '../../src/limits/index';

export async function takeContract(store: CounterStore): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  const strict = `strict:${tag}`;
  const shared = `shared:${tag}`;
  const entries = [
    { key: strict, windowMs: 60_000, max: 5 },
    { key: shared, windowMs: 60_000, max: Number.POSITIVE_INFINITY },
  ];
  const results = await Promise.all(Array.from({ length: 20 }, () => store.take(entries)));
  assert.equal(results.filter((result) => result.taken).length, 5, 'of 20 at once, exactly the maximum pass');
  for (const result of results) {
    if (!result.taken) assert.ok(result.resetInMs > 0 && result.resetInMs <= 60_000, 'a refusal says the wait');
  }
  assert.equal((await store.get(strict))?.count, 5);
  assert.equal((await store.get(shared))?.count, 5, 'a refused take counts on no key');

  // A full key refuses the take for every key of it.
  const other = `other:${tag}`;
  const refused = await store.take([
    { key: other, windowMs: 60_000, max: 10 },
    { key: strict, windowMs: 60_000, max: 5 },
  ]);
  assert.equal(refused.taken, false);
  assert.equal(await store.get(other), null);

  await store.giveBack(strict);
  assert.equal((await store.get(strict))?.count, 4, 'given back');
  assert.equal((await store.take(entries)).taken, true, 'a place again');
  const single = `single:${tag}`;
  await store.take([{ key: single, windowMs: 60_000, max: 3 }]);
  await store.giveBack(single);
  await store.giveBack(single);
  assert.equal(await store.get(single), null, 'never below zero');
}
