// Uploads in an S3-compatible object store (s3rver on loopback): written whole or not at all, read back as a
// stream with its size, removed, and unknown or malformed keys are simply not found.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { S3Storage } from '../../src/files/s3-storage';
import { needs, testS3 } from '../support/engines';

describe('S3Storage', { skip: needs('s3') }, () => {
  let storage: S3Storage;
  const saved = { ...process.env };
  before(() => {
    // The client reads the AWS SDK's standard variables, as in production.
    Object.assign(process.env, testS3()?.env);
    storage = new S3Storage({ bucket: testS3()?.bucket ?? '', forcePathStyle: true });
  });
  after(() => {
    storage?.close();
    process.env = saved;
  });
  const key = () => `images/${randomBytes(16).toString('hex')}.webp`;
  async function* chunks(...parts: string[]) {
    for (const part of parts) yield Buffer.from(part);
  }

  it('writes a stream, answers its size, and reads it back', async () => {
    const name = key();
    assert.equal(await storage.write(name, chunks('hello ', 'object ', 'store')), 18);
    const file = await storage.open(name);
    assert.ok(file);
    assert.equal(file.size, 18);
    assert.equal(await text(file.stream), 'hello object store');
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    const name = key();
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('client went away');
    }
    await assert.rejects(storage.write(name, failing()), /client went away/);
    assert.equal(await storage.open(name), null);
  });

  it('removes a file, and finds nothing for unknown or malformed keys', async () => {
    const name = key();
    await storage.write(name, chunks('x'));
    await storage.remove(name);
    assert.equal(await storage.open(name), null);
    assert.equal(await storage.open(key()), null);
    assert.equal(await storage.open('../etc/passwd'), null);
    await assert.rejects(storage.write('images/../../x', chunks('x')), /Invalid storage key/);
  });
});
