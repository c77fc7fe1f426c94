// The landing remote's prerender in the shell's page for `/` (issue 4), against a small fake build.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './support/app';

const INDEX =
  '<!doctype html><html><head><title>Oja</title><!--oja:head--></head><body><div id="root"><!--oja:prerender--></div></body></html>';
const PRERENDER = {
  version: 1,
  head: '<link rel="preload" as="image" href="__OJA_LANDING_BASE__/assets/hero.1234abcd.svg" fetchpriority="high"><style data-emotion="css abc">.css-abc{color:red}</style>',
  body: `<div data-oja-prerender="mf_landing"><h1>Smarter delivery</h1><img src="__OJA_LANDING_BASE__/assets/hero.1234abcd.svg"><p>${'Delivery across Nigeria. '.repeat(60)}</p></div>`,
};
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.9f8e7d6c.js', path: '' } },
  exposes: [{ name: 'LandingPage', assets: { js: { sync: ['__federation_expose_LandingPage.0a1b2c3d.js'] } } }],
};
const runtimeConfig = (landing: string) => ({ apiBaseUrl: '/api', remotes: { mf_landing: landing } });

let root: string;
let t: TestApp;

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** Writes a file with a modification time in the future, so the server's once-a-second check sees it changed. */
async function replace(file: string, content: string, secondsAhead: number): Promise<void> {
  await put(file, content);
  const when = new Date(Date.now() + secondsAhead * 1000);
  await utimes(path.join(root, file), when, when);
}

const page = async (url = '/') =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }).then((res) => res.body);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'oja-prerender-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/runtime-config.json', JSON.stringify(runtimeConfig('/remotes/landing/mf-manifest.json')));
  await put('mf-landing/dist/prerender.json', JSON.stringify(PRERENDER));
  await put('mf-landing/dist/mf-manifest.json', JSON.stringify(MANIFEST));
  t = await createTestApp({ site: { siteRoot: root } });
});
after(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('the landing prerender', () => {
  it('puts the markup and critical CSS into the page for /, with the remote folder filled in', async () => {
    const html = await page('/');
    assert.match(html, /<div id="root"><div data-oja-prerender="mf_landing"><h1>Smarter delivery<\/h1>/);
    assert.match(html, /<img src="\/remotes\/landing\/assets\/hero\.1234abcd\.svg">/);
    assert.match(html, /<style data-emotion="css abc">/);
    assert.ok(!html.includes('__OJA_LANDING_BASE__'));
    assert.ok(!html.includes('<!--oja:'));
  });

  it('adds preload hints for the manifest, the remote entry and the page chunk', async () => {
    const html = await page('/');
    assert.ok(
      html.includes('<link rel="preload" href="/remotes/landing/mf-manifest.json" as="fetch" crossorigin="anonymous">'),
    );
    assert.ok(html.includes('<link rel="preload" href="/remotes/landing/remoteEntry.9f8e7d6c.js" as="script">'));
    assert.ok(
      html.includes(
        '<link rel="preload" href="/remotes/landing/__federation_expose_LandingPage.0a1b2c3d.js" as="script">',
      ),
    );
  });

  it('finds its places in a minified shell page, whose comments are gone', async () => {
    const minified =
      '<!doctype html><html><head><title>Oja</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
    await replace('shell/dist/index.html', minified, 2);
    const html = await page('/');
    assert.match(
      html,
      /<style data-emotion="css abc">\.css-abc\{color:red\}<\/style><link rel="preload" href="\/remotes\/landing\/mf-manifest\.json"[^>]*>.*<\/head>/,
    );
    assert.match(
      html,
      /<div id="root"><div data-oja-prerender="mf_landing"><h1>Smarter delivery<\/h1>.*<\/div><\/div><script src="\/main\.js">/,
    );
    assert.equal(await page('/login'), minified);
    await replace('shell/dist/index.html', INDEX, 4);
  });

  it('compresses the page for / when the browser accepts it', async () => {
    const plain = await page('/');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      assert.equal(res.headers['content-encoding'], encoding);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(decode(res.rawPayload).toString('utf8'), plain);
    }
  });

  it('leaves every other page as the shell built it', async () => {
    assert.equal(await page('/login'), INDEX);
    assert.equal(await page('/dashboard/menu'), INDEX);
  });

  it('follows a redeployed landing remote without a restart', async () => {
    await replace(
      'mf-landing/dist/prerender.json',
      JSON.stringify({ ...PRERENDER, body: '<div data-oja-prerender="mf_landing"><h1>New hero</h1></div>' }),
      5,
    );
    await wait(1100);
    assert.match(await page('/'), /<h1>New hero<\/h1>/);
  });

  it('sends the shell page unchanged when the prerender is missing or malformed', async () => {
    await replace('mf-landing/dist/prerender.json', '{"version": 2, "head": 1}', 10);
    await wait(1100);
    assert.equal(await page('/'), INDEX);
    await replace('mf-landing/dist/prerender.json', 'not json', 15);
    await wait(1100);
    assert.equal(await page('/'), INDEX);
    await replace('mf-landing/dist/prerender.json', JSON.stringify(PRERENDER), 20);
    await wait(1100);
    assert.match(await page('/'), /Smarter delivery/);
  });

  it('uses the runtime config to find the remote, and refuses a value that cannot go into an attribute', async () => {
    await replace(
      'shell/dist/runtime-config.json',
      JSON.stringify(runtimeConfig('https://cdn.oja.example/landing/mf-manifest.json')),
      25,
    );
    await wait(1100);
    const html = await page('/');
    assert.match(html, /<img src="https:\/\/cdn\.oja\.example\/landing\/assets\/hero\.1234abcd\.svg">/);
    assert.ok(
      html.includes(
        '<link rel="preload" href="https://cdn.oja.example/landing/remoteEntry.9f8e7d6c.js" as="script" crossorigin="anonymous">',
      ),
    );
    await replace(
      'shell/dist/runtime-config.json',
      JSON.stringify(runtimeConfig('/remotes/landing/"><script>alert(1)</script>/mf-manifest.json')),
      30,
    );
    await wait(1100);
    assert.equal(await page('/'), INDEX);
  });
});
