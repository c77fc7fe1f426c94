// Throwaway Redis and S3-compatible servers on loopback, for the API tests against the real engines and the
// benchmark (the way pg-cluster.mjs starts PostgreSQL). Each answers null when its piece is not installed, so the
// caller can say so and skip.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

/** A redis-server with no persistence in a temporary folder; null when redis-server is not installed. */
export async function startRedis({ log = console.log } = {}) {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'oja-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`Redis ${probe.stdout.match(/v=(\S+)/)?.[1] ?? ''} started on 127.0.0.1:${port}`);
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/**
 * s3rver (an npm dev dependency) on loopback with one bucket; null when it is not installed. Its fixed
 * credentials are S3RVER / S3RVER; `env` holds the AWS SDK's standard variables that point a client at it.
 */
export async function startS3({ bucket = 'oja', log = console.log } = {}) {
  let S3rver;
  try {
    S3rver = (await import('s3rver')).default;
  } catch {
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'oja-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  log(`s3rver started on ${endpoint} (bucket ${bucket}, files in ${dir})`);
  return {
    endpoint,
    bucket,
    directory: dir,
    env: {
      OJA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
