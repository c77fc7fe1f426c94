// Slow and greedy clients, over real sockets against servers built with short limits: headers that never finish,
// a body sent a byte at a time, idle kept-alive connections, too many requests on one connection, too many
// connections. Each is checked by the server closing the connection (what the client sees), never by timing it.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let port: number;

before(async () => {
  t = await createTestApp({
    server: {
      headersTimeoutMs: 300,
      requestTimeoutMs: 400,
      // Long enough that only the shorter deadline of other routes can close a slow JSON request in these tests.
      uploadTimeoutMs: 60_000,
      keepAliveTimeoutMs: 300,
      checkIntervalMs: 50,
      maxRequestsPerSocket: 2,
    },
  });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
after(() => t.close());

function open(to: number = port): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(to), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sent, once it has closed the connection. */
function untilClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  return new Promise((resolve) => socket.once('close', () => resolve(received)));
}

/** Writes one byte of `body` at a time until the server closes the connection. */
function trickle(socket: Socket, body: string): void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= body.length) return clearInterval(timer);
    socket.write(body[index] ?? '');
    index += 1;
  }, 40);
  socket.once('close', () => clearInterval(timer));
}

describe('slow clients', () => {
  it('headers that never finish: the connection is closed', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const received = await closed;
    assert.doesNotMatch(received, /200 OK/);
  });

  it('a JSON body sent a byte at a time: the connection is closed before the body is done', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    const body = JSON.stringify({ email: 'slow@test.oja', password: 'x'.repeat(400) });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, body);
    const received = await closed;
    assert.doesNotMatch(received, /HTTP\/1\.1 (200|422)/, 'never answered as if the body had arrived');
  });

  it('an upload gets longer than other routes: a slow JSON request is cut off while a slow upload goes on', async () => {
    const json = await open();
    const upload = await open();
    const jsonClosed = untilClosed(json);
    const uploadClosed = untilClosed(upload);
    const boundary = 'slow-upload';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="business_name"\r\n\r\n${'x'.repeat(400)}\r\n--${boundary}--\r\n`;
    upload.write(
      `POST /api/merchant/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${form.length}\r\n\r\n`,
    );
    const body = JSON.stringify({ email: 'slow@test.oja', password: 'y'.repeat(400) });
    json.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(upload, form);
    trickle(json, body);
    await jsonClosed;
    assert.equal(upload.destroyed, false, 'the upload is still being received');
    upload.destroy();
    await uploadClosed;
  });
});

describe('kept-alive connections', () => {
  const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

  it('an idle one is closed', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(request);
    const received = await closed;
    assert.match(received, /^HTTP\/1\.1 200 OK/, 'the request was answered first');
  });

  it('one carries at most the set number of requests, and says so on the last answer', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(request);
    socket.write(request);
    const received = await closed;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    assert.equal(answers.length, 2);
    assert.match(answers[0] ?? '', /connection: keep-alive/i);
    assert.match(answers[1] ?? '', /connection: close/i);
  });
});

describe('the connection limit', () => {
  it('closes a connection past the limit as soon as it opens, and serves the others', async () => {
    const limited = await createTestApp({ server: { maxConnections: 2 } });
    try {
      const limitedPort = Number(new URL(await limited.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const first = await open(limitedPort);
      const second = await open(limitedPort);
      const third = await open(limitedPort);
      const received = await untilClosed(third);
      assert.equal(received, '', 'refused without an answer');
      assert.equal(first.destroyed || second.destroyed, false, 'the first two are still open');
      const answered = untilClosed(first);
      first.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      assert.match(await answered, /^HTTP\/1\.1 200 OK/);
      second.destroy();
    } finally {
      await limited.close();
    }
  });
});
