// The site's pages, from the declarations of the live remotes (the runtime config): the router, the document
// title, the dashboard menu and the not-found handling all read this list. The shell checks every declaration it
// receives; a remote whose declaration it does not understand gets, at each path it names, a message in that
// area instead of its page, and the rest of the site is built as usual.
import {
  type Access,
  describeIssues,
  mountPathOf,
  type NavEntry,
  PLATFORM_CONTRACT,
  pageModuleId,
  type RemoteDeclaration,
  type RuntimeRemote,
  remoteDeclarationSchema,
} from '@oja/shared/platform';
import { matchPath } from 'react-router-dom';
import * as v from 'valibot';

export const SITE_NAME = 'Oja';

/** A page the shell can load. */
export interface LivePage {
  kind: 'live';
  /** `<remote>/<module>`, what the federation runtime loads. */
  moduleId: string;
  path: string;
  mountPath: string;
  access: Access;
  chrome: 'none' | 'dashboard';
  title: string;
  area: string;
  nav?: NavEntry;
}

/** A path a remote claims whose declaration the shell refused: it shows why, in that area. */
export interface RefusedPage {
  kind: 'refused';
  path: string;
  title: string;
  area: string;
  reason: string;
}

export type SitePage = LivePage | RefusedPage;

export interface SiteRemote {
  name: string;
  /** The manifest URL, resolved against the page. */
  entry: string;
}

export interface Site {
  remotes: SiteRemote[];
  pages: SitePage[];
  /** What was refused, for the console: one line per remote. */
  problems: string[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const PATH = /^\/[^\s]*$/;

/** The paths (and names) a refused declaration still makes readable, so each shows its message in place. */
function refusedPages(declaration: unknown, reason: string): RefusedPage[] {
  const remote = record(declaration);
  const pages = Array.isArray(remote.pages) ? remote.pages : [];
  return pages.flatMap((raw) => {
    const page = record(raw);
    if (typeof page.path !== 'string' || !PATH.test(page.path)) return [];
    const area = typeof page.area === 'string' && page.area.trim() ? page.area.trim().slice(0, 60) : 'This page';
    const title = typeof page.title === 'string' && page.title.trim() ? page.title.trim().slice(0, 80) : area;
    return [{ kind: 'refused' as const, path: page.path, title, area, reason }];
  });
}

function whyRefused(declaration: unknown, issues: readonly v.BaseIssue<unknown>[]): string {
  const contract = record(declaration).contract;
  if (typeof contract === 'number' && contract > PLATFORM_CONTRACT) return 'newer-contract';
  return describeIssues(issues);
}

function livePages(remote: RemoteDeclaration): LivePage[] {
  return remote.pages.map((page) => ({
    kind: 'live',
    moduleId: pageModuleId(remote, page),
    path: page.path,
    mountPath: mountPathOf(page.path),
    access: page.access,
    chrome: page.chrome,
    title: page.title,
    area: page.area,
    ...(page.nav ? { nav: page.nav } : {}),
  }));
}

/** Checks each remote's declaration and lists the site's pages; the first remote to claim a path keeps it. */
export function buildSite(remotes: readonly RuntimeRemote[], baseUrl: string): Site {
  const site: Site = { remotes: [], pages: [], problems: [] };
  const claimed = new Set<string>();
  const add = (page: SitePage, owner: string) => {
    if (claimed.has(page.path)) {
      site.problems.push(`${owner}: ${page.path} is already another page's; ignored`);
      return;
    }
    claimed.add(page.path);
    site.pages.push(page);
  };
  for (const [index, remote] of remotes.entries()) {
    const result = v.safeParse(remoteDeclarationSchema, remote.declaration);
    if (!result.success) {
      const reason = whyRefused(remote.declaration, result.issues);
      site.problems.push(`remote ${index} (${remote.manifest}) was refused: ${reason}`);
      for (const page of refusedPages(remote.declaration, reason)) add(page, remote.manifest);
      continue;
    }
    const declaration = result.output;
    let entry: string;
    try {
      entry = new URL(remote.manifest, baseUrl).href;
    } catch {
      site.problems.push(`${declaration.name}: its manifest URL ${remote.manifest} is not a URL`);
      for (const page of refusedPages(declaration, 'manifest URL')) add(page, declaration.name);
      continue;
    }
    if (site.remotes.some((known) => known.name === declaration.name)) {
      site.problems.push(`${declaration.name} is listed twice; the second is ignored`);
      continue;
    }
    site.remotes.push({ name: declaration.name, entry });
    for (const page of livePages(declaration)) add(page, declaration.name);
  }
  return site;
}

/** The page at a path (react-router's matching, the declared paths), or undefined for an unknown path. */
export function pageAt(pages: readonly SitePage[], pathname: string): SitePage | undefined {
  // The most specific match wins: `/dashboard` and `/dashboard/menu/*` both match nothing wrongly this way.
  return pages
    .filter((page) => matchPath(page.path, pathname))
    .sort((a, b) => b.path.replace(/\/\*$/, '').length - a.path.replace(/\/\*$/, '').length)[0];
}

/** The document title at a path. */
export function titleFor(pages: readonly SitePage[], pathname: string): string {
  const page = pageAt(pages, pathname);
  return page ? `${page.title} · ${SITE_NAME}` : `Page not found · ${SITE_NAME}`;
}
