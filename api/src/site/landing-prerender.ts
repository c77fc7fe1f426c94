// The landing page's prerender in the shell's page for `/` (issue 4). The landing remote's build writes
// `mf-landing/dist/prerender.json` (its rendered markup and critical CSS, see mf-landing/README.md); this puts it
// into the shell's index.html at the `<!--oja:head-->` and `<!--oja:prerender-->` markers, with preload hints for
// the remote's manifest, entry and page chunk, so the page is readable from the first response and the remote's
// chain of requests starts at once instead of after the shell's script. The file is read from the remote's own
// dist folder (re-read when it changes): redeploying the landing remote updates it without a shell rebuild.
// Anything missing or malformed: the shell's page goes out as it was built (the remote still renders the page).
import path from 'node:path';
import { distOf } from './layout';
import { watchedFile } from './watched-file';

const LANDING_FOLDER = 'mf-landing';
const LANDING_REMOTE = 'mf_landing';
const LANDING_MODULE = 'LandingPage';
const BASE_TOKEN = /__OJA_LANDING_BASE__\//g;
const HEAD_MARKER = '<!--oja:head-->';
const ROOT_MARKER = '<!--oja:prerender-->';
const EMPTY_ROOT = '<div id="root"></div>';

interface Prerender {
  head: string;
  body: string;
}

function parsePrerender(text: string): Prerender | null {
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null) return null;
  const { version, head, body } = data as Record<string, unknown>;
  if (version !== 1 || typeof head !== 'string' || typeof body !== 'string') return null;
  return { head, body };
}

/** The landing remote's public folder from the runtime config (`/remotes/landing/` by default), or null. */
function parseLandingBase(text: string): string | null {
  const data = JSON.parse(text) as { remotes?: Record<string, unknown> };
  const entry = data.remotes?.[LANDING_REMOTE];
  if (typeof entry !== 'string' || !entry.endsWith('/mf-manifest.json')) return null;
  // Only a plain path or an http(s) URL can go into an attribute as it is.
  if (!/^(https?:\/\/[^"'<>\s]+|\/[^"'<>\s]*)$/.test(entry)) return null;
  return entry.slice(0, -'mf-manifest.json'.length);
}

/** The remote's entry and the landing page's own chunks, from its manifest. */
function parseManifestFiles(text: string): string[] | null {
  const manifest = JSON.parse(text) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
  };
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return null;
  const files = [path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name)];
  const page = manifest.exposes?.find((expose) => expose.name === LANDING_MODULE);
  const sync = page?.assets?.js?.sync;
  if (Array.isArray(sync)) files.push(...sync.filter((file): file is string => typeof file === 'string'));
  return files.filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..'));
}

export interface LandingPrerenderOptions {
  siteRoot: string;
  runtimeConfigFile: string;
}

export function createLandingPrerender(options: LandingPrerenderOptions): (html: string) => string {
  const dist = distOf(options.siteRoot, LANDING_FOLDER);
  const prerender = watchedFile(() => path.join(dist, 'prerender.json'), parsePrerender);
  const base = watchedFile(() => options.runtimeConfigFile, parseLandingBase);
  const manifestFiles = watchedFile(() => path.join(dist, 'mf-manifest.json'), parseManifestFiles);

  return (html) => {
    const page = prerender();
    const landingBase = base();
    if (page === null || landingBase === null) return html;
    // The shell's template has markers for both places; its minified build may have dropped them (comments).
    const headAt = html.includes(HEAD_MARKER) ? HEAD_MARKER : html.includes('</head>') ? '</head>' : null;
    const rootAt = html.includes(ROOT_MARKER) ? ROOT_MARKER : html.includes(EMPTY_ROOT) ? EMPTY_ROOT : null;
    if (headAt === null || rootAt === null) return html;
    const crossOrigin = /^https?:/.test(landingBase) ? ' crossorigin="anonymous"' : '';
    // The shell fetches the manifest, then runs the entry, then the page chunk: fetched in parallel from here.
    const hints = [
      `<link rel="preload" href="${landingBase}mf-manifest.json" as="fetch" crossorigin="anonymous">`,
      ...(manifestFiles() ?? []).map(
        (file) => `<link rel="preload" href="${landingBase}${file}" as="script"${crossOrigin}>`,
      ),
    ].join('');
    const fill = (text: string) => text.replace(BASE_TOKEN, landingBase);
    return html
      .replace(headAt, () => fill(page.head) + hints + (headAt === HEAD_MARKER ? '' : headAt))
      .replace(rootAt, () => (rootAt === ROOT_MARKER ? fill(page.body) : `<div id="root">${fill(page.body)}</div>`));
  };
}
