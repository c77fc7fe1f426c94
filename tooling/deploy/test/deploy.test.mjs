// The deploy tool against small fake builds in temporary folders: what it refuses (changing nothing), what a
// deploy and a rollback move, and that source maps stay out of the served folders.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import {
  DeployRefused,
  deployRemote,
  deployShell,
  FEDERATION_RUNTIME,
  KEPT_VERSIONS,
  rollback,
  unmetRequirements,
} from '../deploy.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'oja-deploy-test-'));
after(() => rmSync(work, { recursive: true, force: true }));
let root;
let counter = 0;
/** A fresh folder for one fake build. */
const nextDir = (kind) => {
  counter += 1;
  return path.join(work, `${kind}-${counter}`);
};

const shared = (name, version, requiredVersion = `^${version}`) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});

function write(dir, files) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

function shellBuild({ sharedVersion = '1.0.0', marker = 'a' } = {}) {
  return write(nextDir('shell'), {
    'index.html': `<!doctype html><title>${marker}</title>`,
    'main.1a2b3c4d.js': 'console.log(1)',
    'main.1a2b3c4d.js.map': '{"version":3}',
    'mf-manifest.json': { name: 'shell', shared: [shared('react', '19.3.1'), shared('@oja/shared/ui', sharedVersion)] },
  });
}

const declaration = (pages = [{ module: 'MenuPage', path: '/dashboard/menu/*' }]) => ({
  contract: 1,
  name: 'team_catalog',
  folder: 'catalog',
  devPort: 3105,
  pages: pages.map((page) => ({
    access: { kind: 'signed-in', roles: ['merchant'] },
    chrome: 'dashboard',
    title: 'Product Mgt',
    area: 'Product management',
    prerender: false,
    ...page,
  })),
});

function remoteBuild({
  required = '^1.0.0',
  exposes = ['MenuPage'],
  decl = declaration(),
  marker = 'a',
  entry = true,
} = {}) {
  const files = {
    'mf-manifest.json': {
      name: decl.name,
      metaData: { remoteEntry: { name: 'remoteEntry.0a0b0c0d.js', path: '' } },
      exposes: exposes.map((name) => ({ name })),
      shared: [shared('react', '19.3.1', '^19.3.1'), shared('@oja/shared/ui', '1.1.0', required)],
    },
    'remote.json': decl,
    [`chunk.${marker.repeat(8).slice(0, 8)}.js`]: `var marker = ${JSON.stringify(marker)};`,
    'chunk.js.map': '{"version":3}',
  };
  if (entry) files['remoteEntry.0a0b0c0d.js'] = 'var entry = 1;';
  return write(nextDir('remote'), files);
}

const live = (folder) => JSON.parse(readFileSync(path.join(root, folder, 'live.json'), 'utf8'));
const snapshot = () => readdirSync(root, { recursive: true }).sort().join('\n');

beforeEach(() => {
  root = mkdtempSync(path.join(work, 'root-'));
  deployShell({ dist: shellBuild(), root });
});

describe('deployRemote', () => {
  it('publishes an immutable version named by its content, then moves the pointer', () => {
    const result = deployRemote({ dist: remoteBuild(), root });
    assert.match(result.version, /^[0-9a-f]{12}$/);
    assert.equal(live('remotes/catalog').version, result.version);
    assert.ok(existsSync(path.join(root, 'remotes/catalog', result.version, 'remoteEntry.0a0b0c0d.js')));
    // The same build again is the same version: nothing changes.
    const again = deployRemote({ dist: remoteBuild(), root });
    assert.equal(again.version, result.version);
    assert.equal(again.alreadyLive, true);
  });

  it('keeps source maps out of the served version folder', () => {
    const { version } = deployRemote({ dist: remoteBuild(), root });
    assert.equal(existsSync(path.join(root, 'remotes/catalog', version, 'chunk.js.map')), false);
    assert.ok(existsSync(path.join(root, 'sourcemaps/remotes/catalog', version, 'chunk.js.map')));
    const shellVersion = live('shell').version;
    assert.equal(existsSync(path.join(root, 'shell', shellVersion, 'main.1a2b3c4d.js.map')), false);
  });

  for (const [why, build, message] of [
    ['its manifest is missing', () => write(nextDir('empty'), { 'x.js': '' }), /mf-manifest\.json is missing/],
    [
      'its entry is missing',
      () => remoteBuild({ entry: false }),
      /names the entry remoteEntry\.0a0b0c0d\.js, which is not in/,
    ],
    ['a declared page is not exposed', () => remoteBuild({ exposes: [] }), /declared but not exposed: MenuPage/],
    [
      'its declaration is invalid',
      () => remoteBuild({ decl: declaration([{ module: 'MenuPage', path: 'nope' }]) }),
      /remote\.json is invalid: pages\.0\.path/,
    ],
    [
      'the live shell does not meet its shared requirements',
      () => remoteBuild({ required: '^1.1.0' }),
      /the live shell \([0-9a-f]{12}\) cannot serve this build:\n {2}@oja\/shared\/ui \^1\.1\.0: the shell provides 1\.0\.0/,
    ],
  ]) {
    it(`refuses, changing nothing, when ${why}`, () => {
      const first = deployRemote({ dist: remoteBuild({ marker: 'b' }), root });
      const before = snapshot();
      assert.throws(
        () => deployRemote({ dist: build(), root }),
        (error) => error instanceof DeployRefused && message.test(error.message),
      );
      assert.equal(snapshot(), before);
      assert.equal(live('remotes/catalog').version, first.version);
    });
  }

  it('refuses when there is no live shell to check against', () => {
    const bare = mkdtempSync(path.join(work, 'bare-'));
    assert.throws(() => deployRemote({ dist: remoteBuild(), root: bare }), /has no live shell/);
    assert.deepEqual(readdirSync(bare), []);
  });

  it("refuses a folder that is another remote's", () => {
    deployRemote({ dist: remoteBuild(), root });
    const rival = remoteBuild({ decl: { ...declaration(), name: 'team_rival' } });
    assert.throws(() => deployRemote({ dist: rival, root }), /the folder catalog is team_catalog's/);
  });

  /** Another team's remote, in its own folder, with `pages`. */
  const rivalBuild = (pages) =>
    remoteBuild({
      exposes: pages.map((page) => page.module),
      decl: { ...declaration(pages), name: 'team_rival', folder: 'rival' },
    });

  for (const [why, pages, message] of [
    [
      'a page at a path another live remote owns',
      [{ module: 'MenuPage', path: '/dashboard/menu/*' }],
      /team_rival's MenuPage at \/dashboard\/menu\/\* overlaps \/dashboard\/menu\/\*, which team_catalog owns \(MenuPage\)/,
    ],
    [
      "a page inside another live remote's /*",
      [{ module: 'ExtrasPage', path: '/dashboard/menu/extras' }],
      /team_rival's ExtrasPage at \/dashboard\/menu\/extras overlaps \/dashboard\/menu\/\*, which team_catalog owns/,
    ],
    [
      "a /* that takes in another live remote's page",
      [{ module: 'DashPage', path: '/dashboard/*' }],
      /team_rival's DashPage at \/dashboard\/\* overlaps \/dashboard\/menu\/\*, which team_catalog owns/,
    ],
    [
      "a menu entry with a label another live page's entry shows to the same role",
      [{ module: 'OtherPage', path: '/dashboard/other', nav: { label: 'product mgt' } }],
      /team_rival's OtherPage takes the menu entry "product mgt" \(merchant\), which team_catalog owns \(MenuPage\)/,
    ],
  ]) {
    it(`refuses, changing nothing, ${why}, naming the owner`, () => {
      deployRemote({
        dist: remoteBuild({
          decl: declaration([{ module: 'MenuPage', path: '/dashboard/menu/*', nav: { label: 'Product Mgt' } }]),
        }),
        root,
      });
      const before = snapshot();
      assert.throws(
        () => deployRemote({ dist: rivalBuild(pages), root }),
        (error) => error instanceof DeployRefused && message.test(error.message),
      );
      assert.equal(snapshot(), before);
    });
  }

  it('takes a page beside the others, and a label another role sees', () => {
    deployRemote({
      dist: remoteBuild({
        decl: declaration([{ module: 'MenuPage', path: '/dashboard/menu/*', nav: { label: 'Settings' } }]),
      }),
      root,
    });
    const admin = { kind: 'signed-in', roles: ['admin'] };
    const result = deployRemote({
      dist: rivalBuild([
        { module: 'MenusPage', path: '/dashboard/menus' },
        { module: 'AdminSettingsPage', path: '/dashboard/admin-settings', access: admin, nav: { label: 'Settings' } },
      ]),
      root,
    });
    assert.equal(result.name, 'team_rival');
  });
});

describe('rollback', () => {
  it('moves the pointer back, and again to the one before; refuses when nothing is left', () => {
    const one = deployRemote({ dist: remoteBuild({ marker: 'c' }), root });
    const two = deployRemote({ dist: remoteBuild({ marker: 'd' }), root });
    const three = deployRemote({ dist: remoteBuild({ marker: 'e' }), root });
    assert.deepEqual(live('remotes/catalog').previous, [one.version, two.version]);
    assert.deepEqual(rollback({ root, folder: 'remotes/catalog' }), { version: two.version, previous: three.version });
    assert.equal(live('remotes/catalog').version, two.version);
    rollback({ root, folder: 'remotes/catalog' });
    assert.equal(live('remotes/catalog').version, one.version);
    assert.throws(() => rollback({ root, folder: 'remotes/catalog' }), /nothing to roll back to/);
    // Every version stays published: pages holding an older manifest still load their files.
    for (const { version } of [one, two, three]) assert.ok(existsSync(path.join(root, 'remotes/catalog', version)));
  });
});

describe('pruning', () => {
  it('removes, with its source maps, only a version no rollback can reach any more', () => {
    const deployed = Array.from({ length: KEPT_VERSIONS + 2 }, (_, index) =>
      deployRemote({ dist: remoteBuild({ marker: `p${index}` }), root }),
    );
    const [oldest, ...kept] = deployed;
    assert.equal(existsSync(path.join(root, 'remotes/catalog', oldest.version)), false);
    assert.equal(existsSync(path.join(root, 'sourcemaps/remotes/catalog', oldest.version)), false);
    assert.deepEqual(
      deployed.map((result) => result.removed.length),
      [...Array(KEPT_VERSIONS + 1).fill(0), 1],
    );
    assert.deepEqual(deployed.at(-1).removed, [oldest.version]);
    for (const { version } of kept) assert.ok(existsSync(path.join(root, 'remotes/catalog', version)));
    assert.equal(live('remotes/catalog').previous.length, KEPT_VERSIONS);
    // The deepest rollback still finds its files.
    for (let step = 0; step < KEPT_VERSIONS; step += 1) rollback({ root, folder: 'remotes/catalog' });
    assert.equal(live('remotes/catalog').version, kept[0].version);
  });

  it('keeps a version that a rollback left, until a later deploy switches', () => {
    const one = deployRemote({ dist: remoteBuild({ marker: 'f' }), root });
    const two = deployRemote({ dist: remoteBuild({ marker: 'g' }), root });
    rollback({ root, folder: 'remotes/catalog' });
    assert.ok(existsSync(path.join(root, 'remotes/catalog', two.version)));
    const three = deployRemote({ dist: remoteBuild({ marker: 'h' }), root });
    assert.deepEqual(three.removed, [two.version]);
    assert.deepEqual(live('remotes/catalog').previous, [one.version]);
  });
});

describe('deployShell', () => {
  it('refuses a shell that would break a live remote, unless forced', () => {
    deployRemote({ dist: remoteBuild(), root });
    const older = shellBuild({ sharedVersion: '0.9.0', marker: 'old' });
    const before = snapshot();
    assert.throws(
      () => deployShell({ dist: older, root }),
      /team_catalog: @oja\/shared\/ui \^1\.0\.0: the shell provides 0\.9\.0/,
    );
    assert.equal(snapshot(), before);
    assert.equal(deployShell({ dist: older, root, force: true }).alreadyLive, false);
  });
});

describe('unmetRequirements', () => {
  it('names each module the shell lacks or provides in a version out of range', () => {
    const manifest = {
      shared: [shared('a', '2.0.0', '^2.0.0'), shared('b', '1.0.0', '^1.0.0'), shared('c', '1', '*')],
    };
    assert.deepEqual(unmetRequirements(manifest, { a: '1.5.0' }), [
      'a ^2.0.0: the shell provides 1.5.0',
      'b ^1.0.0: the shell does not provide it',
    ]);
  });

  it("requires the shell's federation runtime in the caret range of the one the remote was built with", () => {
    const manifest = { metaData: { pluginVersion: '2.9.2' }, shared: [] };
    assert.deepEqual(unmetRequirements(manifest, { [FEDERATION_RUNTIME]: '2.10.0' }), []);
    assert.deepEqual(unmetRequirements(manifest, { [FEDERATION_RUNTIME]: '2.9.1' }), [
      'the Module Federation runtime ^2.9.2: the shell provides 2.9.1',
    ]);
    assert.deepEqual(unmetRequirements(manifest, {}), [
      'the Module Federation runtime ^2.9.2: the shell does not provide it',
    ]);
  });
});
