// A deploy root on disk for the site's tests, laid out as the deploy tool writes one (tooling/deploy): version
// folders and their live pointers.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DECLARATION_FILE,
  LIVE_FILE,
  type Live,
  type PageDeclaration,
  PLATFORM_CONTRACT,
  REMOTES_FOLDER,
  type RemoteDeclaration,
  SHELL_FOLDER,
} from '@oja/shared/platform';

export async function put(root: string, file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

export async function pointTo(root: string, folder: string, version: string, previous: string[] = []): Promise<void> {
  const live: Live = { version, previous, since: new Date().toISOString() };
  await put(root, path.join(folder, LIVE_FILE), JSON.stringify(live));
}

/** Publishes shell files as a live version. */
export async function publishShell(root: string, version: string, files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) await put(root, path.join(SHELL_FOLDER, version, file), content);
  await pointTo(root, SHELL_FOLDER, version);
}

/** Publishes a remote's files and its declaration as a live version. */
export async function publishRemote(
  root: string,
  version: string,
  declaration: RemoteDeclaration,
  files: Record<string, string | Buffer>,
) {
  const folder = path.join(REMOTES_FOLDER, declaration.folder);
  await put(root, path.join(folder, version, DECLARATION_FILE), JSON.stringify(declaration));
  for (const [file, content] of Object.entries(files)) await put(root, path.join(folder, version, file), content);
  await pointTo(root, folder, version);
}

export const HOME_PAGE: PageDeclaration = {
  module: 'HomePage',
  path: '/',
  access: { kind: 'public' },
  chrome: 'none',
  title: 'Smarter delivery',
  area: 'The home page',
  prerender: true,
};

export function declaration(overrides: Partial<RemoteDeclaration> = {}): RemoteDeclaration {
  return {
    contract: PLATFORM_CONTRACT,
    name: 'team_home',
    folder: 'home',
    devPort: 3101,
    pages: [HOME_PAGE],
    ...overrides,
  };
}
