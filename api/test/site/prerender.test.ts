// The shell's first HTML per page, against a small deploy root: a page of a live remote gets its title and preload
// hints; one whose declaration says `prerender` and whose remote ships `prerender/<module>.json` also its markup.
import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/app';
import { declaration, HOME_PAGE, pointTo, publishRemote, publishShell } from '../support/deploy-root';

// The shell's own start hints, as its build writes them: the runtime config's and the entry's preloads.
const SHELL_HINTS =
  '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous"/><link rel="preload" as="script" href="/main.5e6f7a8b.js">';
const INDEX = `<!doctype html><html><head><link rel="icon" href="/favicon.svg"><title>Oja</title>${SHELL_HINTS}<!--oja:head--></head><body><div id="root"><!--oja:prerender--></div></body></html>`;
const HELD = /<template data-oja-start>(.*?)<\/template>/;
const PRERENDER = {
  version: 1,
  head: '<link rel="preload" as="image" href="__OJA_REMOTE_BASE__/assets/hero.1234abcd.svg" fetchpriority="high"><style data-emotion="css abc">.css-abc{color:red}</style>',
  body: `<div data-oja-prerender="team_home"><h1>Smarter delivery</h1><img src="__OJA_REMOTE_BASE__/assets/hero.1234abcd.svg"><p>${'Delivery across Nigeria. '.repeat(60)}</p></div>`,
};
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.9f8e7d6c.js', path: '' } },
  exposes: [
    { name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.0a1b2c3d.js'] } } },
    { name: 'LoginPage', assets: { js: { sync: ['__federation_expose_LoginPage.0b1c2d3e.js'] } } },
  ],
};
const V1 = '0123456789a1';
const V2 = '0123456789a2';
const V3 = '0123456789a3';
const V4 = '0123456789a4';
const home = declaration();
const basePage = HOME_PAGE;
// The same remote with a second page, a guest page that may also be prerendered.
const withLogin = declaration({
  pages: [
    basePage,
    { ...basePage, module: 'LoginPage', path: '/login', access: { kind: 'guest' }, title: 'Login', area: 'Sign in' },
  ],
});

let root: string;
let t: TestApp;

const page = async (url = '/') =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }).then((res) => res.body);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves a remote's pointer with a modification time ahead, so the server's once-a-second check sees it. */
async function makeLive(version: string, secondsAhead: number): Promise<void> {
  await pointTo(root, 'remotes/home', version);
  const when = new Date(Date.now() + secondsAhead * 1000);
  await utimes(path.join(root, 'remotes/home/live.json'), when, when);
  await wait(1100);
}

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'oja-prerender-'));
  await publishShell(root, 'aaaaaaaaaaaa', { 'index.html': INDEX });
  await publishRemote(root, V1, home, {
    'prerender/HomePage.json': JSON.stringify(PRERENDER),
    'mf-manifest.json': JSON.stringify(MANIFEST),
  });
  t = await createTestApp({ site: { deployRoot: root } });
});
after(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('a prerendered page', () => {
  it("puts the markup and critical CSS into the page for its path, with the version's folder filled in", async () => {
    const html = await page('/');
    assert.match(html, /<div id="root"><div data-oja-prerender="team_home"><h1>Smarter delivery<\/h1>/);
    assert.match(html, new RegExp(`<img src="/remotes/home/${V1}/assets/hero\\.1234abcd\\.svg">`));
    assert.match(html, /<style data-emotion="css abc">/);
    assert.match(html, /<title>Smarter delivery · Oja<\/title>/);
    assert.ok(!html.includes('__OJA_REMOTE_BASE__'));
    assert.ok(!html.includes('<!--oja:'));
  });

  it("holds every start hint, the shell's and the remote's, in an inert template until the page has painted", async () => {
    const html = await page('/');
    const base = `/remotes/home/${V1}/`;
    const held = HELD.exec(html)?.[1] ?? '';
    assert.equal(
      held,
      SHELL_HINTS +
        `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">` +
        `<link rel="preload" href="${base}remoteEntry.9f8e7d6c.js" as="script">` +
        `<link rel="preload" href="${base}__federation_expose_HomePage.0a1b2c3d.js" as="script">`,
    );
    // Outside it, nothing that would fetch code or data before the paint; what paints the page stays.
    const rest = html.replace(HELD, '');
    assert.doesNotMatch(rest, /as="(script|fetch)"/);
    assert.ok(
      rest.includes(`<link rel="preload" as="image" href="${base}assets/hero.1234abcd.svg" fetchpriority="high">`),
    );
    assert.ok(rest.includes('<link rel="icon" href="/favicon.svg">'));
  });

  it('compresses the page when the browser accepts it', async () => {
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

  it('is per page: a second page of the remote is prerendered at its own path once its version ships one', async () => {
    await publishRemote(root, V2, withLogin, {
      'prerender/HomePage.json': JSON.stringify(PRERENDER),
      'prerender/LoginPage.json': JSON.stringify({
        ...PRERENDER,
        body: '<div data-oja-prerender="team_home"><h1>Login</h1></div>',
      }),
      'mf-manifest.json': JSON.stringify(MANIFEST),
    });
    await makeLive(V2, 5);
    const html = await page('/login');
    assert.match(html, /<h1>Login<\/h1>/);
    assert.ok(
      html.includes(`<link rel="preload" href="/remotes/home/${V2}/__federation_expose_LoginPage.0b1c2d3e.js"`),
    );
    assert.match(await page('/'), new RegExp(`/remotes/home/${V2}/assets/hero`));
  });

  it('follows a rollback without a restart', async () => {
    await makeLive(V1, 10);
    assert.equal(await page('/login'), INDEX);
    assert.match(await page('/'), new RegExp(`/remotes/home/${V1}/assets/hero`));
  });

  it('leaves the markup out when the prerender is missing or malformed (the title and hints stay)', async () => {
    await publishRemote(root, V3, home, { 'prerender/HomePage.json': '{"version": 2, "head": 1}' });
    await makeLive(V3, 15);
    const html = await page('/');
    assert.match(html, /<div id="root"><!--oja:prerender--><\/div>/);
    assert.match(html, /<title>Smarter delivery · Oja<\/title>/);
    // Nothing is prerendered, so nothing is held back: the hints are plain, the shell's where it put them.
    assert.ok(html.includes(`<link rel="preload" href="/remotes/home/${V3}/mf-manifest.json" as="fetch"`));
    assert.ok(html.includes(SHELL_HINTS));
    assert.doesNotMatch(html, /<template/);
    await makeLive(V1, 20);
    assert.match(await page('/'), /Smarter delivery/);
  });

  it('gives a page that is not prerendered its title and hints, so its remote starts loading at once', async () => {
    const plainLogin = declaration({
      pages: [basePage, { ...basePage, module: 'LoginPage', path: '/login', title: 'Login', prerender: false }],
    });
    await publishRemote(root, V4, plainLogin, { 'mf-manifest.json': JSON.stringify(MANIFEST) });
    await makeLive(V4, 25);
    const base = `/remotes/home/${V4}/`;
    // Each page of one version gets its own chunks (the manifest is read once, and answers per page).
    assert.ok((await page('/')).includes(`${base}__federation_expose_HomePage.0a1b2c3d.js`));
    const html = await page('/login');
    assert.ok(!html.includes('__federation_expose_HomePage'));
    assert.match(html, /<title>Login · Oja<\/title>/);
    assert.ok(html.includes(`<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`));
    assert.ok(html.includes(`<link rel="preload" href="${base}remoteEntry.9f8e7d6c.js" as="script">`));
    assert.ok(
      html.includes(`<link rel="preload" href="${base}__federation_expose_LoginPage.0b1c2d3e.js" as="script">`),
    );
    assert.match(html, /<div id="root"><!--oja:prerender--><\/div>/);
    assert.doesNotMatch(html, /<template/);
    // A path no page is mounted at gets the shell's page as built.
    assert.equal(await page('/nowhere'), INDEX);
    await makeLive(V1, 30);
  });

  it('refuses a remotes URL that cannot go into an attribute', async () => {
    const odd = await createTestApp({
      site: { deployRoot: root, remotesUrl: '/remotes/"><script>alert(1)</script>/' },
    });
    try {
      const html = await odd.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      assert.equal(html.body, INDEX);
    } finally {
      await odd.close();
    }
  });

  it('uses the remotes URL of a CDN for the hints and the assets', async () => {
    const cdn = await createTestApp({ site: { deployRoot: root, remotesUrl: 'https://cdn.oja.example/remotes/' } });
    try {
      const html = (await cdn.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
      assert.match(html, new RegExp(`<img src="https://cdn\\.oja\\.example/remotes/home/${V1}/assets/hero`));
      assert.ok(
        html.includes(
          `<link rel="preload" href="https://cdn.oja.example/remotes/home/${V1}/remoteEntry.9f8e7d6c.js" as="script" crossorigin="anonymous">`,
        ),
      );
    } finally {
      await cdn.close();
    }
  });
});
