// What a deploy root holds right now (its layout: @oja/shared/platform, deploy-layout.ts): the live shell and every
// live remote with its declaration. Read again at most once a second, and only the small pointer files: a deploy
// or a rollback (which moves a pointer) shows on the next page load, with no restart. The server names no remote;
// it serves whatever the deploy root holds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DECLARATION_FILE,
  LIVE_FILE,
  liveSchema,
  REMOTES_FOLDER,
  SHELL_FOLDER,
  VERSION_PATTERN,
} from '@oja/shared/platform';
import * as v from 'valibot';

const RECHECK_MS = 1_000;
/** Lower-case words joined by single hyphens: nothing that could climb out of the deploy root. */
export const FOLDER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface LiveVersion {
  version: string;
  /** The version's folder on disk. */
  dir: string;
}

export interface LiveRemote extends LiveVersion {
  folder: string;
  /** Its remote.json as published (the shell checks it; the server reads only what it needs, leniently). */
  declaration: unknown;
}

export interface Deployed {
  shell: LiveVersion | null;
  remotes: LiveRemote[];
}

function readLive(folder: string): LiveVersion | null {
  try {
    const result = v.safeParse(liveSchema, JSON.parse(readFileSync(path.join(folder, LIVE_FILE), 'utf8')));
    if (!result.success) return null;
    return { version: result.output.version, dir: path.join(folder, result.output.version) };
  } catch {
    return null;
  }
}

function pointerStamp(folder: string): string {
  try {
    return String(statSync(path.join(folder, LIVE_FILE)).mtimeMs);
  } catch {
    return '-';
  }
}

function remoteFolders(root: string): string[] {
  try {
    return readdirSync(path.join(root, REMOTES_FOLDER), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && FOLDER_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

function readDeployed(root: string): Deployed {
  const remotes = remoteFolders(root).flatMap((folder): LiveRemote[] => {
    const live = readLive(path.join(root, REMOTES_FOLDER, folder));
    if (!live) return [];
    try {
      const declaration: unknown = JSON.parse(readFileSync(path.join(live.dir, DECLARATION_FILE), 'utf8'));
      return [{ ...live, folder, declaration }];
    } catch {
      return [];
    }
  });
  return { shell: readLive(path.join(root, SHELL_FOLDER)), remotes };
}

/** The deploy root's live content, re-read when a pointer changed (checked at most once a second). */
export function watchDeployRoot(root: string): () => Deployed {
  let checkedAt = 0;
  let stamp = '';
  let deployed: Deployed = { shell: null, remotes: [] };
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return deployed;
    checkedAt = now;
    const folders = remoteFolders(root);
    const nextStamp = [
      pointerStamp(path.join(root, SHELL_FOLDER)),
      ...folders.map((folder) => `${folder}:${pointerStamp(path.join(root, REMOTES_FOLDER, folder))}`),
    ].join('|');
    if (nextStamp !== stamp) {
      stamp = nextStamp;
      deployed = readDeployed(root);
    }
    return deployed;
  };
}

/** A version folder of the deploy root for a URL's parts, or null for parts that cannot be one. */
export function versionDir(root: string, folder: string, version: string): string | null {
  if (!FOLDER_PATTERN.test(folder) || !VERSION_PATTERN.test(version)) return null;
  return path.join(root, REMOTES_FOLDER, folder, version);
}
