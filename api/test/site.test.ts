// The built site on the API's origin, against a small fake build in a temporary folder.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { originsOf } from '../src/site/runtime-config';
import { cacheControlFor } from '../src/site/site';
import { createTestApp, type TestApp } from './support/app';

const INDEX = '<!doctype html><html><head><title>Oja shell</title></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('main bundle '.repeat(50))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let t: TestApp;

async function put(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

const runtimeConfig = {
  apiBaseUrl: '/api',
  remotes: {
    landing: 'https://cdn.oja.example/landing/mf-manifest.json',
    auth: { manifest: 'http://localhost:3002/mf-manifest.json' },
    menu: '/remotes/menu/mf-manifest.json',
  },
};

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'oja-site-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/main.1a2b3c4d.js', MAIN_JS);
  await put('shell/dist/main.1a2b3c4d.js.br', brotliCompressSync(MAIN_JS));
  await put('shell/dist/main.1a2b3c4d.js.gz', gzipSync(MAIN_JS));
  await put('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put('shell/dist/runtime-config.json', JSON.stringify(runtimeConfig));
  await put('mf-landing/dist/mf-manifest.json', '{"name":"landing"}');
  await put('mf-landing/dist/remoteEntry.9f8e7d6c.js', 'var landing = 1;');
  await put('mf-landing/dist/static/js/412.0a1b2c3d.js', 'var chunk = 1;');
  await put('secret.txt', 'outside every dist folder');
  t = await createTestApp({ site: { siteRoot: root } });
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
    assert.equal(res.body, INDEX);
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

  it('never serves files outside the dist folders', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/remotes/landing/../../secret.txt',
      '/remotes/landing/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await get(url);
      assert.ok([403, 404].includes(res.statusCode), `${url} -> ${res.statusCode}`);
      assert.doesNotMatch(res.body, /outside every dist folder/);
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
  it('serves each remote from its own folder with CORS open', async () => {
    const manifest = await get('/remotes/landing/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.body, '{"name":"landing"}');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    const entry = await get('/remotes/landing/remoteEntry.9f8e7d6c.js');
    assert.equal(entry.headers['cache-control'], IMMUTABLE);
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal(entry.headers['cross-origin-resource-policy'], 'cross-origin');
    const chunk = await get('/remotes/landing/static/js/412.0a1b2c3d.js');
    assert.equal(chunk.statusCode, 200);
  });

  it('answers a real 404 for a missing file, an unbuilt remote or an unknown name', async () => {
    for (const url of [
      '/remotes/landing/nope.js',
      '/remotes/auth/mf-manifest.json',
      '/remotes/unknown/mf-manifest.json',
      '/remotes/landing/',
      // A remote's name maps to a folder by rule (mf-<name>): names that are not plain words never reach the disk.
      '/remotes/..%2Fshell/index.html',
      '/remotes/LANDING/mf-manifest.json',
      '/remotes/-landing/mf-manifest.json',
    ]) {
      const res = await get(url, html);
      assert.equal(res.statusCode, 404, url);
      assert.notEqual(res.body, INDEX, url);
    }
  });
});

describe('the runtime config', () => {
  it('is served from the shell build, never cached', async () => {
    const res = await get('/runtime-config.json');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), runtimeConfig);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('can be replaced by another file (OJA_RUNTIME_CONFIG)', async () => {
    const other = path.join(root, 'deploy', 'production-config.json');
    await put('deploy/production-config.json', '{"apiBaseUrl":"https://api.oja.example/api"}');
    const custom = await createTestApp({ site: { siteRoot: root, runtimeConfigPath: other } });
    try {
      const res = await custom.app.inject({ method: 'GET', url: '/runtime-config.json' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { apiBaseUrl: 'https://api.oja.example/api' });
      const page = await custom.app.inject({ method: 'GET', url: '/', headers: html });
      assert.match(String(page.headers['content-security-policy']), /connect-src 'self' https:\/\/api\.oja\.example/);
    } finally {
      await custom.close();
    }
  });

  it('names the origins the Content Security Policy allows, and changes are picked up', async () => {
    const csp = String((await get('/', html)).headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      const value = new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1] ?? '';
      assert.match(value, /'self'/, directive);
      assert.match(value, /https:\/\/cdn\.oja\.example/, directive);
      assert.match(value, /http:\/\/localhost:3002/, directive);
    }
    await put(
      'shell/dist/runtime-config.json',
      JSON.stringify({ remotes: { landing: 'https://new.oja.example/x.json' } }),
    );
    const future = new Date(Date.now() + 5_000);
    await utimes(path.join(root, 'shell/dist/runtime-config.json'), future, future);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const updated = String((await get('/', html)).headers['content-security-policy']);
    assert.match(updated, /https:\/\/new\.oja\.example/);
    assert.doesNotMatch(updated, /cdn\.oja\.example/);
    await put('shell/dist/runtime-config.json', JSON.stringify(runtimeConfig));
  });

  it('origins are read from any shape of config', () => {
    assert.deepEqual(
      originsOf({ a: ['https://x.ng/a', { b: 'http://y.ng:81/c' }], c: '/relative', d: 4, e: 'not a url' }),
      ['http://y.ng:81', 'https://x.ng'],
    );
  });
});

describe('security headers on the site', () => {
  it('are on pages, assets and 404s', async () => {
    for (const url of ['/', '/main.1a2b3c4d.js', '/remotes/landing/mf-manifest.json', '/nope.js']) {
      const res = await get(url, html);
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.ok(res.headers['referrer-policy'], url);
    }
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

describe('when the shell is not built', () => {
  it('answers a clear page instead of a blank one', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'oja-empty-site-'));
    const bare = await createTestApp({ site: { siteRoot: empty } });
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
