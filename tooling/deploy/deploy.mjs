// Publishing into a deploy root (its layout: shared/src/platform/deploy-layout.ts). A deploy copies a build into a
// new immutable version folder, checks that version, and only then moves the live pointer (`live.json`, replaced
// by a rename, so a reader sees the old pointer or the new one, never half of one). A refused deploy leaves the
// live site as it was and says why. Source maps never go into a served folder: they are kept beside, under
// `<root>/sourcemaps/`.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import semver from 'semver';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('@oja/shared/platform')} */
const platform = await jiti.import('@oja/shared/platform');
const v = await jiti.import('valibot');
const { DECLARATION_FILE, LIVE_FILE, MANIFEST_FILE, REMOTES_FOLDER, SHELL_FOLDER } = platform;

export class DeployRefused extends Error {
  name = 'DeployRefused';
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Files of a build that are published (not source maps, not build bookkeeping), relative, sorted. */
function publishedFiles(dist, dir = '') {
  return readdirSync(path.join(dist, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return publishedFiles(dist, relative);
      if (entry.name.endsWith('.map') || entry.name.endsWith('.map.br') || entry.name.endsWith('.map.gz')) return [];
      if (entry.name === '.build-stamp' || entry.name === 'mf-manifest-stats.json') return [];
      return [relative];
    });
}

/** A version is named after the content of what is published: the same build is the same version. */
export function versionOf(dist) {
  const hash = createHash('sha256');
  for (const file of publishedFiles(dist)) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(dist, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function readLive(folder) {
  const file = path.join(folder, LIVE_FILE);
  if (!existsSync(file)) return null;
  const result = v.safeParse(platform.liveSchema, readJson(file));
  if (!result.success)
    throw new DeployRefused(`${file} is not a live pointer: ${platform.describeIssues(result.issues)}`);
  return result.output;
}

function writeLive(folder, live) {
  const file = path.join(folder, LIVE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(live, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * A remote's production container runs on the shell's federation runtime core (it leaves its own copy out, see
 * @oja/webpack-config): a requirement like a shared module's, on the version of Module Federation each was built
 * with (the manifest's `pluginVersion`), in the caret range of the remote's.
 */
export const FEDERATION_RUNTIME = 'the Module Federation runtime';

/** What a build provides: shared module name -> version (from its manifest), and its federation runtime. */
function providedBy(manifest) {
  const provided = Object.fromEntries((manifest.shared ?? []).map((shared) => [shared.name, shared.version]));
  const runtime = manifest.metaData?.pluginVersion;
  return runtime ? { ...provided, [FEDERATION_RUNTIME]: runtime } : provided;
}

/** What a build requires: name -> range. */
function requiredBy(manifest) {
  const required = (manifest.shared ?? []).map((shared) => [shared.name, shared.requiredVersion]);
  const runtime = manifest.metaData?.pluginVersion;
  return runtime ? [...required, [FEDERATION_RUNTIME, `^${runtime}`]] : required;
}

/** What a build's requirements lack in what a shell provides: one line per problem. */
export function unmetRequirements(manifest, provided) {
  const problems = [];
  for (const [name, range] of requiredBy(manifest)) {
    if (typeof range !== 'string' || range === '*' || range === '') continue;
    const version = provided[name];
    if (version === undefined) problems.push(`${name} ${range}: the shell does not provide it`);
    else if (!semver.satisfies(version, range)) problems.push(`${name} ${range}: the shell provides ${version}`);
  }
  return problems;
}

/** The live shell of a deploy root: its version and its manifest, or null. */
function liveShell(root) {
  const folder = path.join(root, SHELL_FOLDER);
  const live = readLive(folder);
  if (!live) return null;
  return { version: live.version, manifest: readJson(path.join(folder, live.version, MANIFEST_FILE)) };
}

/** Every live remote of a deploy root: its folder, version, manifest and declaration. */
function liveRemotes(root) {
  const remotesRoot = path.join(root, REMOTES_FOLDER);
  if (!existsSync(remotesRoot)) return [];
  return readdirSync(remotesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(remotesRoot, entry.name);
      const live = readLive(folder);
      if (!live) return [];
      const dir = path.join(folder, live.version);
      return [
        {
          folder: entry.name,
          version: live.version,
          manifest: readJson(path.join(dir, MANIFEST_FILE)),
          declaration: readJson(path.join(dir, DECLARATION_FILE)),
        },
      ];
    });
}

/** Checks a remote's build on its own: manifest, entry, a valid declaration, every declared page exposed. */
export function checkRemoteBuild(dist) {
  const manifestFile = path.join(dist, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new DeployRefused(`${manifestFile} is missing: is this a remote's build?`);
  const manifest = readJson(manifestFile);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry ? path.join(dist, entry.path ?? '', entry.name ?? '') : null;
  if (!entryFile || !entry.name || !existsSync(entryFile)) {
    throw new DeployRefused(`the manifest names the entry ${entry?.name ?? '(none)'}, which is not in ${dist}`);
  }
  const declarationFile = path.join(dist, DECLARATION_FILE);
  if (!existsSync(declarationFile)) throw new DeployRefused(`${declarationFile} is missing (the build writes it)`);
  const result = v.safeParse(platform.remoteDeclarationSchema, readJson(declarationFile));
  if (!result.success) {
    throw new DeployRefused(`${DECLARATION_FILE} is invalid: ${platform.describeIssues(result.issues)}`);
  }
  const declaration = result.output;
  if (declaration.name !== manifest.name) {
    throw new DeployRefused(`${DECLARATION_FILE} names ${declaration.name}, the manifest ${manifest.name}`);
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name));
  const missing = declaration.pages.filter((page) => !exposed.has(page.module)).map((page) => page.module);
  if (missing.length > 0) throw new DeployRefused(`declared but not exposed: ${missing.join(', ')}`);
  return { manifest, declaration };
}

function checkShellBuild(dist) {
  for (const file of ['index.html', MANIFEST_FILE]) {
    if (!existsSync(path.join(dist, file))) throw new DeployRefused(`${path.join(dist, file)} is missing`);
  }
  return { manifest: readJson(path.join(dist, MANIFEST_FILE)) };
}

/** Copies a build into `<folder>/<version>` (and its source maps aside), unless that version is already there. */
function publish(dist, folder, version, mapsFolder) {
  const target = path.join(folder, version);
  if (existsSync(target)) return false;
  mkdirSync(folder, { recursive: true });
  const temporary = path.join(folder, `.${version}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  for (const file of publishedFiles(dist)) {
    mkdirSync(path.dirname(path.join(temporary, file)), { recursive: true });
    cpSync(path.join(dist, file), path.join(temporary, file));
  }
  renameSync(temporary, target);
  const maps = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.map'));
  for (const file of maps) {
    const destination = path.join(mapsFolder, version, String(file));
    mkdirSync(path.dirname(destination), { recursive: true });
    cpSync(path.join(dist, String(file)), destination);
  }
  return true;
}

/** How many earlier versions a pointer remembers, so many rollbacks deep. */
export const KEPT_VERSIONS = 20;

function movePointer(folder, version, previous) {
  const history = previous ? [...previous.previous, previous.version].filter((item) => item !== version) : [];
  const live = { version, previous: history.slice(-KEPT_VERSIONS), since: new Date().toISOString() };
  writeLive(folder, live);
  return live;
}

/**
 * Removes the version folders (and their source maps) that the pointer can no longer reach: neither live nor in
 * its rollback history. Runs only after a deploy switched, so the versions a rollback may need, and the ones a
 * page opened before the switch may still fetch chunks from, stay.
 * @returns {string[]} the versions removed
 */
function prune(folder, mapsFolder, live) {
  const reachable = new Set([live.version, ...live.previous]);
  const removed = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !reachable.has(entry.name))
    .map((entry) => entry.name);
  for (const version of removed) {
    rmSync(path.join(folder, version), { recursive: true, force: true });
    rmSync(path.join(mapsFolder, version), { recursive: true, force: true });
  }
  return removed;
}

/** Publishes a checked build into `folder`, moves the pointer unless that version is live, and prunes. */
function switchTo(dist, folder, mapsFolder) {
  const version = versionOf(dist);
  const live = readLive(folder);
  const published = publish(dist, folder, version, mapsFolder);
  const alreadyLive = live?.version === version;
  const removed = alreadyLive ? [] : prune(folder, mapsFolder, movePointer(folder, version, live));
  return { version, previous: live?.version ?? null, published, alreadyLive, removed };
}

/**
 * Deploys a remote's build into a deploy root.
 * @param {{dist: string, root: string}} options
 * @returns {{name: string, folder: string, version: string, previous: string | null, published: boolean, alreadyLive: boolean, removed: string[]}}
 */
export function deployRemote({ dist, root }) {
  const { manifest, declaration } = checkRemoteBuild(dist);
  const shell = liveShell(root);
  if (!shell)
    throw new DeployRefused(`${root} has no live shell: deploy the shell first (pnpm deploy:shell --to ${root})`);
  const unmet = unmetRequirements(manifest, providedBy(shell.manifest));
  if (unmet.length > 0) {
    throw new DeployRefused(`the live shell (${shell.version}) cannot serve this build:\n  ${unmet.join('\n  ')}`);
  }
  const live = liveRemotes(root);
  const other = live.find(
    (remote) => remote.declaration.name !== declaration.name && remote.folder === declaration.folder,
  );
  if (other) throw new DeployRefused(`the folder ${declaration.folder} is ${other.declaration.name}'s`);
  const taken = platform.ownershipConflicts(
    declaration,
    live.map((remote) => remote.declaration),
  );
  if (taken.length > 0) throw new DeployRefused(`this build takes what live remotes own:\n  ${taken.join('\n  ')}`);
  const folder = path.join(root, REMOTES_FOLDER, declaration.folder);
  const mapsFolder = path.join(root, 'sourcemaps', REMOTES_FOLDER, declaration.folder);
  return { name: declaration.name, folder: declaration.folder, ...switchTo(dist, folder, mapsFolder) };
}

/**
 * Deploys the shell's build. Refused while a live remote needs a shared module the new shell does not provide,
 * unless `force` (the local build redeploys every remote right after).
 */
export function deployShell({ dist, root, force = false }) {
  const { manifest } = checkShellBuild(dist);
  const provided = providedBy(manifest);
  const broken = liveRemotes(root).flatMap((remote) =>
    unmetRequirements(remote.manifest, provided).map((problem) => `${remote.declaration.name}: ${problem}`),
  );
  if (broken.length > 0 && !force) {
    throw new DeployRefused(`live remotes need what this shell does not provide:\n  ${broken.join('\n  ')}`);
  }
  const folder = path.join(root, SHELL_FOLDER);
  const mapsFolder = path.join(root, 'sourcemaps', SHELL_FOLDER);
  return { name: 'shell', folder: SHELL_FOLDER, ...switchTo(dist, folder, mapsFolder) };
}

/** Moves a pointer back to the version live before the current one (checked against the live shell for a remote). */
export function rollback({ root, folder: relativeFolder, isShell = false }) {
  const folder = path.join(root, relativeFolder);
  const live = readLive(folder);
  if (!live) throw new DeployRefused(`${folder} has nothing deployed`);
  const target = live.previous.at(-1);
  if (!target)
    throw new DeployRefused(`${folder}: ${live.version} is the only version that was live; nothing to roll back to`);
  if (!existsSync(path.join(folder, target))) throw new DeployRefused(`${folder}/${target} is gone`);
  if (!isShell) {
    const shell = liveShell(root);
    const unmet = shell
      ? unmetRequirements(readJson(path.join(folder, target, MANIFEST_FILE)), providedBy(shell.manifest))
      : [];
    if (unmet.length > 0) throw new DeployRefused(`the live shell cannot serve ${target}:\n  ${unmet.join('\n  ')}`);
  }
  writeLive(folder, { version: target, previous: live.previous.slice(0, -1), since: new Date().toISOString() });
  return { version: target, previous: live.version };
}
