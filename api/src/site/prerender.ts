// A page's prerender in the shell's first HTML. Any page whose declaration says `prerender` and whose live remote
// ships `prerender/<module>.json` (rendered markup and critical CSS, from the remote's build) is put into the
// shell's index.html at the `<!--oja:head-->` and `<!--oja:prerender-->` markers, with its title and preload hints
// for the remote's manifest, entry and page chunks (from the remote's manifest), so the page is readable from the
// first response and the remote's chain of requests starts at once. Files come from the remote's live version
// folder (never changed once published): deploying or rolling back a remote changes the first HTML with no shell
// rebuild. Anything missing or malformed: the shell's page goes out as it was built (the remote renders the page).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MANIFEST_FILE,
  mountPathOf,
  type PageDeclaration,
  PRERENDER_BASE_TOKEN,
  PRERENDER_FOLDER,
  prerenderSchema,
  remoteDeclarationSchema,
} from '@oja/shared/platform';
import * as v from 'valibot';
import { escapeHtml } from '../mail/templates/layout';
import type { LiveRemote } from './deploy-root';

const HEAD_MARKER = '<!--oja:head-->';
const ROOT_MARKER = '<!--oja:prerender-->';
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

// Version folders are immutable: what was read from one stays true (bounded, in case of many deploys).
const fileCache = new Map<string, unknown>();
function readOnce<T>(file: string, parse: (text: string) => T | null): T | null {
  if (fileCache.has(file)) return fileCache.get(file) as T | null;
  let value: T | null = null;
  try {
    value = parse(readFileSync(file, 'utf8'));
  } catch {
    value = null;
  }
  if (fileCache.size > 500) fileCache.clear();
  fileCache.set(file, value);
  return value;
}

/** The remote's entry and the page's own chunks, from its manifest. */
function manifestFiles(text: string, module: string): string[] | null {
  const manifest = JSON.parse(text) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
  };
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return null;
  const files = [path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name)];
  const page = manifest.exposes?.find((expose) => expose.name === module);
  const sync = page?.assets?.js?.sync;
  if (Array.isArray(sync)) files.push(...sync.filter((file): file is string => typeof file === 'string'));
  return files.filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..'));
}

export interface PrerenderTarget {
  remote: LiveRemote;
  page: PageDeclaration;
}

/** The live page that may be prerendered at this exact path, if any. */
export function prerenderTarget(remotes: readonly LiveRemote[], pathname: string): PrerenderTarget | null {
  for (const remote of remotes) {
    const result = v.safeParse(remoteDeclarationSchema, remote.declaration);
    if (!result.success) continue;
    const page = result.output.pages.find(
      (candidate) => candidate.prerender && mountPathOf(candidate.path) === pathname,
    );
    if (page) return { remote, page };
  }
  return null;
}

/**
 * The shell's page with the target's prerender in it. `baseUrl` is the remote version's public folder (ends with
 * `/`), a plain path or an http(s) URL.
 */
export function injectPrerender(html: string, target: PrerenderTarget, baseUrl: string, siteName: string): string {
  if (!/^(https?:\/\/[^"'<>\s]+|\/[^"'<>\s]*)$/.test(baseUrl)) return html;
  const prerender = readOnce(path.join(target.remote.dir, PRERENDER_FOLDER, `${target.page.module}.json`), (text) => {
    const result = v.safeParse(prerenderSchema, JSON.parse(text));
    return result.success ? result.output : null;
  });
  if (prerender === null) return html;
  // The shell's template has markers for both places; its minified build may have dropped them (comments).
  const headAt = html.includes(HEAD_MARKER) ? HEAD_MARKER : html.includes('</head>') ? '</head>' : null;
  const rootAt = html.includes(ROOT_MARKER) ? ROOT_MARKER : html.includes(EMPTY_ROOT) ? EMPTY_ROOT : null;
  if (headAt === null || rootAt === null) return html;
  const files =
    readOnce(path.join(target.remote.dir, MANIFEST_FILE), (text) => manifestFiles(text, target.page.module)) ?? [];
  const crossOrigin = /^https?:/.test(baseUrl) ? ' crossorigin="anonymous"' : '';
  // The shell fetches the manifest, then runs the entry, then the page chunk: fetched in parallel from here.
  const hints = [
    `<link rel="preload" href="${baseUrl}${MANIFEST_FILE}" as="fetch" crossorigin="anonymous">`,
    ...files.map((file) => `<link rel="preload" href="${baseUrl}${file}" as="script"${crossOrigin}>`),
  ].join('');
  const fill = (text: string) => text.replaceAll(PRERENDER_BASE_TOKEN, baseUrl);
  return html
    .replace(TITLE, () => `<title>${escapeHtml(`${target.page.title} · ${siteName}`)}</title>`)
    .replace(headAt, () => fill(prerender.head) + hints + (headAt === HEAD_MARKER ? '' : headAt))
    .replace(rootAt, () =>
      rootAt === ROOT_MARKER ? fill(prerender.body) : `<div id="root">${fill(prerender.body)}</div>`,
    );
}
