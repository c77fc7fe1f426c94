// The shell's first HTML, filled in for the page asked for. A page of a live remote gets its title and preload
// hints for the remote's manifest, entry and page chunks (from the remote's manifest), so the remote's chain of
// requests starts with the first response instead of after the shell's scripts: on a phone network each link of
// that chain is a round trip of a second or more. A page whose declaration says `prerender` and whose remote ships
// `prerender/<module>.json` (rendered markup and critical CSS, from the remote's build) also gets that markup and
// CSS at the `<!--oja:head-->` and `<!--oja:prerender-->` markers, so it is readable from the first response; its
// start hints are then held until the page has painted (below).
// Files come from the remote's live version folder (never changed once published): deploying or rolling back a
// remote changes the first HTML with no shell rebuild. Anything missing or malformed is left out.
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
  START_HINTS_ATTRIBUTE,
} from '@oja/shared/platform';
import * as v from 'valibot';
import { escapeHtml } from '../mail/templates/layout';
import type { LiveRemote } from './deploy-root';

const HEAD_MARKER = '<!--oja:head-->';
const ROOT_MARKER = '<!--oja:prerender-->';
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
// The shell's own start hints: its preloads of scripts and of JSON (the runtime config).
const START_HINT = /<link rel="preload"[^>]*\bas="(?:script|fetch)"[^>]*>/g;

// Version folders are immutable: what was read from one stays true (bounded, in case of many deploys).
const fileCache = new Map<string, unknown>();
// `key` names what is read out of the file: one manifest answers each of its pages' files.
function readOnce<T>(file: string, parse: (text: string) => T | null, key = file): T | null {
  if (fileCache.has(key)) return fileCache.get(key) as T | null;
  let value: T | null = null;
  try {
    value = parse(readFileSync(file, 'utf8'));
  } catch {
    value = null;
  }
  if (fileCache.size > 500) fileCache.clear();
  fileCache.set(key, value);
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

export interface PageTarget {
  remote: LiveRemote;
  page: PageDeclaration;
}

/** The live page mounted at this exact path, if any. */
export function pageTarget(remotes: readonly LiveRemote[], pathname: string): PageTarget | null {
  for (const remote of remotes) {
    const result = v.safeParse(remoteDeclarationSchema, remote.declaration);
    if (!result.success) continue;
    const page = result.output.pages.find((candidate) => mountPathOf(candidate.path) === pathname);
    if (page) return { remote, page };
  }
  return null;
}

/** Where the head's additions go: the shell's marker, else before `</head>` (a minified build drops comments). */
function headInsertion(html: string): string | null {
  return html.includes(HEAD_MARKER) ? HEAD_MARKER : html.includes('</head>') ? '</head>' : null;
}

function insertInHead(html: string, addition: string): string {
  const headAt = headInsertion(html);
  if (headAt === null) return html;
  return html.replace(headAt, () => addition + (headAt === HEAD_MARKER ? '' : headAt));
}

/**
 * The shell's page with the target page's title and preload hints, and its prerender when it has one. `baseUrl` is
 * the remote version's public folder (ends with `/`), a plain path or an http(s) URL.
 */
export function injectPage(html: string, target: PageTarget, baseUrl: string, siteName: string): string {
  if (!/^(https?:\/\/[^"'<>\s]+|\/[^"'<>\s]*)$/.test(baseUrl)) return html;
  if (headInsertion(html) === null) return html;
  const files =
    readOnce(
      path.join(target.remote.dir, MANIFEST_FILE),
      (text) => manifestFiles(text, target.page.module),
      `${path.join(target.remote.dir, MANIFEST_FILE)}#${target.page.module}`,
    ) ?? [];
  const crossOrigin = /^https?:/.test(baseUrl) ? ' crossorigin="anonymous"' : '';
  const titled = html.replace(TITLE, () => `<title>${escapeHtml(`${target.page.title} · ${siteName}`)}</title>`);
  const prerender = target.page.prerender
    ? readOnce(path.join(target.remote.dir, PRERENDER_FOLDER, `${target.page.module}.json`), (text) => {
        const result = v.safeParse(prerenderSchema, JSON.parse(text));
        return result.success ? result.output : null;
      })
    : null;
  // The shell fetches the manifest, then runs the entry, then the page chunk: fetched in parallel from here.
  const hints = [
    `<link rel="preload" href="${baseUrl}${MANIFEST_FILE}" as="fetch" crossorigin="anonymous">`,
    ...files.map((file) => `<link rel="preload" href="${baseUrl}${file}" as="script"${crossOrigin}>`),
  ].join('');
  const rootAt = titled.includes(ROOT_MARKER) ? ROOT_MARKER : titled.includes(EMPTY_ROOT) ? EMPTY_ROOT : null;
  if (prerender === null || rootAt === null) return insertInHead(titled, hints);
  // Under a prerender the page is readable from this response: its code is not what the visitor waits for, so no
  // byte of it is asked for before the page has painted (it would share the link with the page and its picture,
  // and Lighthouse's simulation counts every request made before the largest paint as holding it up). The shell's
  // and the remote's hints wait in an inert template that the shell's start script releases after the first paint.
  const shellHints: string[] = [];
  const withoutShellHints = titled.replace(START_HINT, (hint) => {
    shellHints.push(hint);
    return '';
  });
  const held = `<template ${START_HINTS_ATTRIBUTE}>${shellHints.join('')}${hints}</template>`;
  const fill = (text: string) => text.replaceAll(PRERENDER_BASE_TOKEN, baseUrl);
  return insertInHead(withoutShellHints, fill(prerender.head) + held).replace(rootAt, () =>
    rootAt === ROOT_MARKER ? fill(prerender.body) : `<div id="root">${fill(prerender.body)}</div>`,
  );
}
