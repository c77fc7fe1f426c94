// An HTTP/2 front for the benchmark, as production has one (a TLS proxy or a CDN): the browser then takes every file
// over one connection at once, where against the plain HTTP/1.1 server it opens six and queues the rest. Browsers
// speak HTTP/2 only over TLS, so the proxy makes itself a throwaway certificate (openssl) the browser is told to
// accept. For the benchmark only: no caching, no compression of its own (the server's goes through).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Headers HTTP/2 forbids (RFC 9113, 8.2.2), and HTTP/2's own pseudo-headers, which HTTP/1.1 has no place for.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function throwawayCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'oja-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Starts the proxy in front of `upstreamPort`, on `listenPort` (a free one by default); answers its https origin and a `close()`. */
export async function startHttp2Proxy(upstreamPort, listenPort = 0) {
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
    );
    headers.host = `127.0.0.1:${upstreamPort}`;
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        const kept = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
        );
        response.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `https://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
