// Slow and greedy clients, over real sockets against servers built with short limits: headers that never finish,
// a body sent a byte at a time, idle kept-alive connections, too many requests on one connection, too many
// connections. Each is checked by the server closing the connection (what the client sees), never by timing it.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app';

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

/** A connection to the server, from `from` (another loopback address is another client). */
function open(to: number = port, from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(to), host: '127.0.0.1', localAddress: from }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the server has closed the connection; rejects if it has not after `boundMs` (a generous bound). */
function closedWithin(socket: Socket, boundMs: number): Promise<string> {
  return Promise.race([
    untilClosed(socket),
    new Promise<string>((_, reject) => {
      const timer = setTimeout(() => reject(new Error(`the connection was still open after ${boundMs} ms`)), boundMs);
      timer.unref();
    }),
  ]);
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
  it('one address cannot take every place: past its own cap its connections close, and other addresses are served', async () => {
    const limited = await createTestApp({ server: { maxConnections: 6, maxConnectionsPerAddress: 3 } });
    const sockets: Socket[] = [];
    try {
      const limitedPort = Number(new URL(await limited.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const closes: Promise<string>[] = [];
      for (let index = 0; index < 6; index += 1) {
        const socket = await open(limitedPort, '127.0.0.2');
        // Watched from the moment it is open: the server may close it before the next one opens.
        closes.push(untilClosed(socket));
        sockets.push(socket);
      }
      const refused = await Promise.all(closes.slice(3));
      assert.deepEqual(refused, ['', '', ''], 'the ones past the cap are closed without an answer');
      assert.equal(
        sockets.slice(0, 3).some((socket) => socket.destroyed),
        false,
        'the first three of that address stay open',
      );
      const other = await open(limitedPort, '127.0.0.1');
      const answered = untilClosed(other);
      other.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      assert.match(await answered, /^HTTP\/1\.1 200 OK/, 'another address is served');
    } finally {
      for (const socket of sockets) socket.destroy();
      await limited.close();
    }
  });

  it('a connection that sends no request is closed after its first-request deadline', async () => {
    // The idle-socket timeout stays at its default (60 s): only the first-request deadline can close it here.
    const limited = await createTestApp({ server: { firstRequestTimeoutMs: 200 } });
    try {
      const limitedPort = Number(new URL(await limited.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const idle = await open(limitedPort);
      assert.equal(await closedWithin(idle, 10_000), '', 'closed without an answer');
      const busy = await open(limitedPort);
      const answered = untilClosed(busy);
      busy.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      assert.match(await answered, /^HTTP\/1\.1 200 OK/, 'a connection that asks in time is served');
    } finally {
      await limited.close();
    }
  });

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
