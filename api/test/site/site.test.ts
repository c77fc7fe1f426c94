// The deployed site on the API's origin, against a small deploy root in a temporary folder (laid out as the deploy
// tool writes one: version folders and live pointers).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { originsOf } from '../../src/site/runtime-config';
import { cacheControlFor } from '../../src/site/site';
import { createTestApp, type TestApp } from '../support/app';
import { declaration, HOME_PAGE, pointTo, publishRemote, publishShell, put } from '../support/deploy-root';

const INDEX = '<!doctype html><html><head><title>Oja shell</title></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('main bundle '.repeat(50))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL = '5e11aaaaaaaa';
const LANDING_V1 = '1a0d1a0d0001';
const LANDING_V2 = '1a0d1a0d0002';
const landing = declaration({
  name: 'team_landing',
  folder: 'landing',
  pages: [{ ...HOME_PAGE, module: 'LandingPage', path: '/', prerender: false }],
});

let root: string;
let t: TestApp;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'oja-site-'));
  await publishShell(root, SHELL, {
    'index.html': INDEX,
    'main.1a2b3c4d.js': MAIN_JS,
    'main.1a2b3c4d.js.br': brotliCompressSync(MAIN_JS),
    'main.1a2b3c4d.js.gz': gzipSync(MAIN_JS),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await put(root, `sourcemaps/shell/${SHELL}/main.1a2b3c4d.js.map`, '{"version":3,"sources":["secret.ts"]}');
  await publishRemote(root, LANDING_V1, landing, {
    'mf-manifest.json': '{"name":"team_landing"}',
    'remoteEntry.9f8e7d6c.js': 'var landing = 1;',
    'static/js/412.0a1b2c3d.js': 'var chunk = 1;',
  });
  await put(root, `sourcemaps/remotes/landing/${LANDING_V1}/remoteEntry.9f8e7d6c.js.map`, '{"version":3}');
  await put(root, 'secret.txt', 'outside every version folder');
  t = await createTestApp({ site: { deployRoot: root } });
});
after(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the shell', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await get('/', html);
    assert.equal(res.statusCode, 200);
    // The shell's page, titled for the landing page mounted at / (with its remote's hints: prerender.test.ts).
    assert.match(res.body, /^<!doctype html><html><head><title>Smarter delivery · Oja<\/title>/);
    assert.match(res.body, /<body><div id="root"><\/div><\/body><\/html>$/);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    for (const route of ['/dashboard', '/dashboard/menu', '/login', '/merchant/register']) {
      const res = await get(route, html);
      assert.equal(res.statusCode, 200, route);
      assert.equal(res.body, INDEX, route);
      assert.equal(res.headers['cache-control'], 'no-cache', route);
    }
  });

  it('caches hashed assets for good and revalidates the rest', async () => {
    const hashed = await get('/main.1a2b3c4d.js');
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], IMMUTABLE);
    assert.equal(hashed.body, MAIN_JS);
    const plain = await get('/favicon.svg');
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['cache-control'], 'no-cache');
  });

  it('serves the precompressed twin the client accepts', async () => {
    const br = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.deepEqual(br.rawPayload, brotliCompressSync(MAIN_JS));
    const gz = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
  });

  it('answers a real 404 for a missing asset, even to a browser', async () => {
    assert.equal((await get('/main.00000000.js')).statusCode, 404);
    const page = await get('/missing.png', html);
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /Page not found/);
    const json = await get('/missing.js');
    assert.equal(json.statusCode, 404);
    assert.equal(json.json().success, false);
  });

  it('never serves files outside the version folders, nor the pointers', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      `/remotes/landing/${LANDING_V1}/../../../secret.txt`,
      `/remotes/landing/${LANDING_V1}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      '/live.json',
      '/remotes/landing/live.json',
    ]) {
      const res = await get(url);
      assert.ok([403, 404].includes(res.statusCode), `${url} -> ${res.statusCode}`);
      assert.doesNotMatch(res.body, /outside every version folder|"previous"/);
    }
  });

  it('keeps /api out of the fallback: unknown API paths are JSON 404s', async () => {
    const res = await get('/api/unknown', html);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().success, false);
  });

  it('answers non-GET requests to site paths with a 404, not the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dashboard', headers: html });
    assert.equal(res.statusCode, 404);
  });
});

describe('the remotes', () => {
  it('serves each live version from its own folder with CORS open', async () => {
    const manifest = await get(`/remotes/landing/${LANDING_V1}/mf-manifest.json`);
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.body, '{"name":"team_landing"}');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    const entry = await get(`/remotes/landing/${LANDING_V1}/remoteEntry.9f8e7d6c.js`);
    assert.equal(entry.headers['cache-control'], IMMUTABLE);
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal(entry.headers['cross-origin-resource-policy'], 'cross-origin');
    const chunk = await get(`/remotes/landing/${LANDING_V1}/static/js/412.0a1b2c3d.js`);
    assert.equal(chunk.statusCode, 200);
  });

  it('answers a real 404 for a missing file, an unknown version or folder, or a name that cannot be one', async () => {
    for (const url of [
      `/remotes/landing/${LANDING_V1}/nope.js`,
      '/remotes/landing/000000000000/mf-manifest.json',
      `/remotes/unknown/${LANDING_V1}/mf-manifest.json`,
      `/remotes/landing/${LANDING_V1}/`,
      '/remotes/landing/mf-manifest.json',
      // Folders and versions follow fixed patterns: anything else never reaches the disk.
      `/remotes/..%2Fshell/${SHELL}/index.html`,
      `/remotes/LANDING/${LANDING_V1}/mf-manifest.json`,
      '/remotes/landing/..%2F..%2Fshell/index.html',
    ]) {
      const res = await get(url, html);
      assert.equal(res.statusCode, 404, url);
      assert.notEqual(res.body, INDEX, url);
    }
  });
});

describe('source maps', () => {
  it('are never served unless the setting says so', async () => {
    for (const url of [
      '/main.1a2b3c4d.js.map',
      `/remotes/landing/${LANDING_V1}/remoteEntry.9f8e7d6c.js.map`,
      '/main.1a2b3c4d.js.map.gz',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /"version":3/, url);
    }
  });

  it('are served from where the deploy keeps them with OJA_SERVE_SOURCEMAPS', async () => {
    const debug = await createTestApp({ site: { deployRoot: root, serveSourceMaps: true } });
    try {
      const shellMap = await debug.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js.map' });
      assert.equal(shellMap.statusCode, 200);
      assert.match(shellMap.body, /secret\.ts/);
      const remoteMap = await debug.app.inject({
        method: 'GET',
        url: `/remotes/landing/${LANDING_V1}/remoteEntry.9f8e7d6c.js.map`,
      });
      assert.equal(remoteMap.statusCode, 200);
    } finally {
      await debug.close();
    }
  });
});

describe('the runtime config', () => {
  it('is assembled from the live remotes, never cached', async () => {
    const res = await get('/runtime-config.json');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      apiBaseUrl: '/api',
      remotes: [{ manifest: `/remotes/landing/${LANDING_V1}/mf-manifest.json`, declaration: landing }],
    });
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('follows a moved pointer on the next load, with no restart (a deploy, then a rollback)', async () => {
    const v2 = { ...landing, pages: [{ ...HOME_PAGE, module: 'LandingPage', prerender: false, title: 'A new title' }] };
    await publishRemote(root, LANDING_V2, v2, { 'mf-manifest.json': '{"name":"team_landing"}' });
    const future = new Date(Date.now() + 5_000);
    await utimes(path.join(root, 'remotes/landing/live.json'), future, future);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const deployed = (await get('/runtime-config.json')).json();
    assert.equal(deployed.remotes[0].manifest, `/remotes/landing/${LANDING_V2}/mf-manifest.json`);
    assert.equal(deployed.remotes[0].declaration.pages[0].title, 'A new title');
    // The old version's files stay reachable for pages that already hold its manifest.
    assert.equal((await get(`/remotes/landing/${LANDING_V1}/remoteEntry.9f8e7d6c.js`)).statusCode, 200);

    await pointTo(root, 'remotes/landing', LANDING_V1);
    const later = new Date(Date.now() + 10_000);
    await utimes(path.join(root, 'remotes/landing/live.json'), later, later);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const rolledBack = (await get('/runtime-config.json')).json();
    assert.equal(rolledBack.remotes[0].manifest, `/remotes/landing/${LANDING_V1}/mf-manifest.json`);
  });

  it('points at the remotes on another server with OJA_REMOTES_URL, and the CSP allows it', async () => {
    const cdn = await createTestApp({ site: { deployRoot: root, remotesUrl: 'https://cdn.oja.example/remotes/' } });
    try {
      const config = (await cdn.app.inject({ method: 'GET', url: '/runtime-config.json' })).json();
      assert.equal(
        config.remotes[0].manifest,
        `https://cdn.oja.example/remotes/landing/${LANDING_V1}/mf-manifest.json`,
      );
      const page = await cdn.app.inject({ method: 'GET', url: '/', headers: html });
      const csp = String(page.headers['content-security-policy']);
      for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
        const value = new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1] ?? '';
        assert.match(value, /'self'/, directive);
        assert.match(value, /https:\/\/cdn\.oja\.example/, directive);
      }
    } finally {
      await cdn.close();
    }
  });

  it('names only the origins of the API and the manifests', () => {
    assert.deepEqual(
      originsOf({
        apiBaseUrl: 'https://api.oja.ng/api',
        remotes: [
          { manifest: 'http://y.ng:81/a/mf-manifest.json', declaration: { note: 'https://not.an.origin.ng' } },
          { manifest: '/relative/mf-manifest.json', declaration: null },
        ],
      }),
      ['http://y.ng:81', 'https://api.oja.ng'],
    );
  });
});

describe('security headers on the site', () => {
  it('are on pages, assets and 404s', async () => {
    for (const url of ['/', '/main.1a2b3c4d.js', `/remotes/landing/${LANDING_V1}/mf-manifest.json`, '/nope.js']) {
      const res = await get(url, html);
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.ok(res.headers['referrer-policy'], url);
    }
  });
});

describe("the shell's inline start script", () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1] ?? '';
  const page = (script: string) =>
    `<!doctype html><html><head><title>Oja</title><script src="/other.1a2b3c4d.js"></script></head>` +
    `<body><div id="root"></div><script>${script}</script></body></html>`;

  it('is allowed by its hash, no other inline script is, and a shell deploy changes which', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'oja-inline-site-'));
    const first = 'start("/main.1a2b3c4d.js")';
    const second = 'start("/main.5e6f7a8b.js")';
    await publishShell(own, '5e11bbbbbbb1', { 'index.html': page(first) });
    const app = await createTestApp({ site: { deployRoot: own } });
    try {
      for (const url of ['/', '/login', '/main.1a2b3c4d.js', '/api/health']) {
        const value = scriptSrc(
          (await app.app.inject({ method: 'GET', url, headers: html })).headers['content-security-policy'],
        );
        assert.equal(value, `'self' ${sha256(first)}`, url);
      }
      await publishShell(own, '5e11bbbbbbb2', { 'index.html': page(second) });
      const future = new Date(Date.now() + 5_000);
      await utimes(path.join(own, 'shell/live.json'), future, future);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const res = await app.app.inject({ method: 'GET', url: '/', headers: html });
      assert.match(res.body, /start\("\/main\.5e6f7a8b\.js"\)/);
      assert.equal(scriptSrc(res.headers['content-security-policy']), `'self' ${sha256(second)}`);
    } finally {
      await app.close();
      await rm(own, { recursive: true, force: true });
    }
  });

  it('is nothing to allow when the page has none', async () => {
    const value = scriptSrc((await get('/', html)).headers['content-security-policy']);
    assert.equal(value, "'self'");
  });
});

describe('cache rules', () => {
  it('know a content hash when they see one', () => {
    assert.equal(cacheControlFor('/x/main.1a2b3c4d.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/remoteEntry.1a2b3c4d.js.br'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/index.html'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-stats.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/runtime-config.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/logo.png'), 'no-cache');
  });
});

describe('when no shell is deployed', () => {
  it('answers a clear page instead of a blank one', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'oja-empty-site-'));
    const bare = await createTestApp({ site: { deployRoot: empty } });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/dashboard', headers: html });
      assert.equal(res.statusCode, 503);
      assert.match(res.body, /The site is not built yet/);
      assert.match(res.body, /\/api\/docs/);
      const api = await bare.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(api.statusCode, 200);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
