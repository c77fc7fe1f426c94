// The read cache behind the principal and menu caches: what it may answer from memory, for how long, and what it
// must never keep.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from '../../src/db/repositories/tokens';
import { createReadCache } from '../../src/http/read-cache';

function principalOf(tokenId: number, expiresAt = new Date(10_000_000)): Principal {
  return { tokenId, scope: 'full', expiresAt, uploadMerchantId: null, user: {} as Principal['user'], merchant: null };
}

/** A clock the test moves, and a lookup that counts its calls. */
function setup(
  options: { ttlMs?: number; maxEntries?: number; found?: Principal | null; active?: () => boolean } = {},
) {
  let time = 1_000;
  let lookups = 0;
  let found = options.found === undefined ? principalOf(1) : options.found;
  const cache = createReadCache<string, Principal>({
    ttlMs: options.ttlMs ?? 500,
    expiresAt: (principal) => principal.expiresAt.getTime(),
    maxEntries: options.maxEntries,
    active: options.active,
    now: () => time,
  });
  const load = async () => {
    lookups += 1;
    return found;
  };
  return {
    cache,
    load,
    find: (hash = 'a') => cache.find(hash, load),
    lookups: () => lookups,
    advance: (ms: number) => {
      time += ms;
    },
    setFound: (next: Principal | null) => {
      found = next;
    },
  };
}

describe('read cache', () => {
  it('answers a second lookup of the same token from memory', async () => {
    const t = setup();
    assert.equal((await t.find())?.tokenId, 1);
    assert.equal((await t.find())?.tokenId, 1);
    assert.equal(t.lookups(), 1);
  });

  it('looks the token up again once the entry is older than its time to live', async () => {
    const t = setup();
    await t.find();
    t.advance(499);
    await t.find();
    assert.equal(t.lookups(), 1);
    t.advance(1);
    t.setFound(null);
    assert.equal(await t.find(), null, 'a token revoked elsewhere is refused once the entry runs out');
    assert.equal(t.lookups(), 2);
  });

  it('never remembers a token past its own expiry', async () => {
    const t = setup({ found: principalOf(1, new Date(1_100)) });
    await t.find();
    t.advance(100);
    await t.find();
    assert.equal(t.lookups(), 2);
  });

  it('never remembers an unknown token: one issued a moment later works at once', async () => {
    const t = setup({ found: null });
    assert.equal(await t.find(), null);
    t.setFound(principalOf(2));
    assert.equal((await t.find())?.tokenId, 2);
    assert.equal(t.lookups(), 2);
  });

  it('forgets everything when cleared (a change made through this instance)', async () => {
    const t = setup();
    await t.find('a');
    await t.find('b');
    t.cache.clear();
    t.setFound(null);
    assert.equal(await t.find('a'), null);
    assert.equal(await t.find('b'), null);
    assert.equal(t.lookups(), 4);
  });

  it('does not keep a lookup that was under way when the cache was cleared (it may have read the old row)', async () => {
    const t = setup();
    let release: (principal: Principal) => void = () => {};
    const slow = t.cache.find(
      'a',
      () =>
        new Promise<Principal>((resolve) => {
          release = resolve;
        }),
    );
    t.cache.clear();
    release(principalOf(1));
    assert.equal((await slow)?.tokenId, 1, 'the request in flight gets its answer');
    t.setFound(null);
    assert.equal(await t.find('a'), null, 'but the next one looks again');
  });

  it('holds at most maxEntries tokens, dropping the oldest', async () => {
    const t = setup({ maxEntries: 2 });
    await t.find('a');
    await t.find('b');
    await t.find('c');
    await t.find('b');
    await t.find('c');
    assert.equal(t.lookups(), 3);
    await t.find('a');
    assert.equal(t.lookups(), 4);
  });

  it('keeps an entry until the next clear when its time to live is Infinity (a database only this process writes)', async () => {
    const t = setup({ ttlMs: Number.POSITIVE_INFINITY, found: principalOf(1, new Date(8.64e15)) });
    await t.find();
    t.advance(365 * 24 * 3_600_000);
    await t.find();
    assert.equal(t.lookups(), 1);
    t.cache.clear();
    await t.find();
    assert.equal(t.lookups(), 2);
  });

  it('looks every token up each time when its time to live is 0', async () => {
    const t = setup({ ttlMs: 0 });
    await t.find();
    await t.find();
    assert.equal(t.lookups(), 2);
  });

  it('goes to the database every time while it is not active (an instance that cannot hear the others)', async () => {
    let hearing = false;
    const t = setup({ ttlMs: Number.POSITIVE_INFINITY, active: () => hearing });
    await t.find();
    await t.find();
    assert.equal(t.lookups(), 2, 'nothing kept while deaf');
    hearing = true;
    await t.find();
    await t.find();
    assert.equal(t.lookups(), 3, 'kept once it hears');
    hearing = false;
    await t.find();
    assert.equal(t.lookups(), 4, 'and not answered from memory once deaf again');
  });
});
