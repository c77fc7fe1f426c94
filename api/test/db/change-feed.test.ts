// The word instances on one PostgreSQL pass each other when something was written, on a real server: who hears
// it, and what happens when the listening connection is lost.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { CHANGE_CHANNEL, type ChangeFeed, postgresChangeFeed } from '../../src/db/change-feed';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { needs } from '../support/engines';

/** Waits for `check` to hold, polling; fails with `what` after `ms`. */
async function eventually(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the change feed on PostgreSQL', { skip: needs('postgres') }, () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const feeds: ChangeFeed[] = [];

  function instance() {
    const feed = postgresChangeFeed({
      connection: { connectionString: database.url ?? '' },
      notify: (channel, payload) => admin.query('SELECT pg_notify($1, $2)', [channel, payload]),
      reconnectMs: 50,
    });
    feeds.push(feed);
    let heard = 0;
    feed.subscribe(() => {
      heard += 1;
    });
    return { feed, heard: () => heard };
  }

  before(async () => {
    database = await createTestDatabase({ empty: true });
    admin = new pg.Client({ connectionString: database.url ?? '' });
    await admin.connect();
  });

  after(async () => {
    for (const feed of feeds) await feed.close();
    await admin?.end();
    await database?.close();
  });

  it('tells the other instances, not the one that announced', async () => {
    const a = instance();
    const b = instance();
    await eventually('both listen', () => a.feed.live && b.feed.live);
    const [heardByA, heardByB] = [a.heard(), b.heard()];
    await a.feed.announce();
    await eventually('B hears A', () => b.heard() > heardByB);
    await b.feed.announce();
    await eventually('A hears B', () => a.heard() > heardByA);
    assert.equal(b.heard(), heardByB + 1, 'B does not hear its own word');
  });

  it('stops being live when its connection is lost, says so, and listens again', async () => {
    const a = instance();
    await eventually('A listens', () => a.feed.live);
    const before = a.heard();
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
      [`LISTEN ${CHANGE_CHANNEL}`],
    );
    await eventually('A tells its listeners that it was deaf', () => a.heard() > before);
    await eventually('A listens again', () => a.feed.live);
    const again = a.heard();
    const other = instance();
    await eventually('the other listens', () => other.feed.live);
    await other.feed.announce();
    await eventually('A hears announcements again', () => a.heard() > again);
  });
});
