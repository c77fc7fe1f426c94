// A remote's declaration: the one place that says what a remote is (its federation name, where it is served, its
// dev port) and which pages it brings (exposed module, path, who may see it, inside which chrome, title, how a
// failure names it, whether the server may prerender it, its place in the dashboard menu). The remote writes it
// once in `src/remote.ts` with `defineRemote`; its build writes the JSON form (`remote.json`) beside its
// manifest; the shell receives that JSON at run time and validates it with `remoteDeclarationSchema` below.

import { USER_TYPES, VERIFICATION_STATUSES } from '@oja/shared/validation';
import type { ComponentType } from 'react';
import * as v from 'valibot';

/**
 * The format of the declaration. A shell understands the contracts it was built with; a declaration of a newer
 * contract is refused (with a message in the page's own area) rather than half understood.
 */
export const PLATFORM_CONTRACT = 1;

/** What an exposed page module must be: its default export is the page. */
export interface PageModule {
  default: ComponentType;
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

const roleSchema = v.picklist(USER_TYPES);

export const accessSchema = v.variant('kind', [
  /** Anyone. */
  v.object({ kind: v.literal('public') }),
  /** Visitors only: a signed-in user is sent on to the dashboard. */
  v.object({ kind: v.literal('guest') }),
  /** Signed-in users of these types. */
  v.object({
    kind: v.literal('signed-in'),
    roles: v.pipe(v.array(roleSchema), v.minLength(1)),
    /**
     * A signed-in merchant sees the page while its application is in one of these statuses; `['approved']` when
     * absent. Any other status is the restricted session of an applicant: it opens only pages that name its status
     * (and the server, not this, decides which calls its token may make). A shell that predates this field drops it,
     * so such a page falls back to approved merchants only: it fails closed.
     */
    merchantStatuses: v.optional(v.pipe(v.array(v.picklist(VERIFICATION_STATUSES)), v.minLength(1))),
  }),
]);
export type Access = v.InferOutput<typeof accessSchema>;

/** A react-router path from the root; a trailing `/*` gives the page every path below it. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?(?:\/\*)?$/;

/**
 * A part of a page a visitor may look for by name (Settings: "Bank account"): the top bar's page search offers it and
 * goes to the page at `#<anchor>`, the id of the part's element on the page.
 */
export const pageSectionSchema = v.object({
  label: text(40),
  anchor: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'an anchor is lower-case letters, digits and hyphens')),
  /** Other words for it that a search finds (what it holds: "account number", "bank"). */
  terms: v.optional(v.pipe(v.array(text(40)), v.maxLength(20))),
});
export type PageSection = v.InferOutput<typeof pageSectionSchema>;

export const navEntrySchema = v.object({
  /**
   * The dashboard menu item this page is. A label the shell's menu already has (the spec's fixed items, e.g.
   * "Product Mgt", "Settings") turns that item into a link to the page; any other label adds an item.
   */
  label: text(40),
  /** An icon name the shell knows (it falls back to a plain mark for a name it does not). */
  icon: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z-]*$/))),
  /** Whose menu shows it; by default every role the page admits. */
  roles: v.optional(v.pipe(v.array(roleSchema), v.minLength(1))),
  /** The parts of the page the page search finds besides its name (an older shell ignores them). */
  sections: v.optional(v.pipe(v.array(pageSectionSchema), v.maxLength(20))),
});
export type NavEntry = v.InferOutput<typeof navEntrySchema>;

export const pageDeclarationSchema = v.pipe(
  v.object({
    /** The exposed module (`./<module>` in the remote's container). */
    module: v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]*$/, 'a module name is PascalCase letters and digits')),
    path: v.pipe(v.string(), v.regex(PAGE_PATH, 'a path starts with / and may end with /*')),
    access: accessSchema,
    /** `dashboard`: inside the shell's sidebar and top bar; `none`: the page draws the whole screen. */
    chrome: v.picklist(['none', 'dashboard']),
    /** The document title (the shell adds the site's name). */
    title: text(80),
    /** How a failure message names this part of the site ("Product management is unavailable right now"). */
    area: text(60),
    /** The server may put this page's prerendered HTML (when the remote ships one) into the first response. */
    prerender: v.optional(v.boolean(), false),
    nav: v.optional(navEntrySchema),
  }),
  v.check(
    (page) => page.chrome !== 'dashboard' || page.access.kind === 'signed-in',
    'a dashboard page is for signed-in users',
  ),
  v.check((page) => page.nav === undefined || page.chrome === 'dashboard', 'only a dashboard page has a menu entry'),
  v.check(
    (page) => page.chrome !== 'dashboard' || page.access.kind !== 'signed-in' || !page.access.merchantStatuses,
    "the dashboard's chrome is for approved merchants: a page for other statuses draws its own",
  ),
  v.check(
    (page) => !(page.prerender && page.access.kind === 'signed-in'),
    'only a public or guest page may be prerendered',
  ),
);
export type PageDeclaration = v.InferOutput<typeof pageDeclarationSchema>;

export const remoteDeclarationSchema = v.pipe(
  v.object({
    contract: v.literal(PLATFORM_CONTRACT),
    /** The federation name (the container's global name and the first part of every module id). */
    name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, 'a federation name is lower-case letters, digits and _')),
    /** The remote's folder on a server: it is published under `/remotes/<folder>/`. */
    folder: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a folder is lower-case words joined by -')),
    /** Its dev server's port (`pnpm --filter <remote> dev`). */
    devPort: v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(65535)),
    pages: v.pipe(v.array(pageDeclarationSchema), v.minLength(1)),
  }),
  v.check(
    (remote) => new Set(remote.pages.map((page) => page.module)).size === remote.pages.length,
    'each page has its own module',
  ),
);
export type RemoteDeclaration = v.InferOutput<typeof remoteDeclarationSchema>;

/** A page as its remote writes it: the declaration plus the page module itself, referenced statically so the
 * type checker proves the module's default export is a component. */
export type PageDefinition = Omit<v.InferInput<typeof pageDeclarationSchema>, 'module'> & {
  load: () => Promise<PageModule>;
};

/** What a remote's `src/remote.ts` exports: pages keyed by the name of their exposed module. */
export interface RemoteDefinition {
  name: string;
  folder: string;
  devPort: number;
  pages: Record<string, PageDefinition>;
}

/** Types a remote's declaration (`export default defineRemote({...})` in `src/remote.ts`). */
export function defineRemote(definition: RemoteDefinition): RemoteDefinition {
  return definition;
}

export class DeclarationError extends Error {
  override name = 'DeclarationError';
}

/** Where each problem is and what it is, in one line ("pages.0.path: a path starts with /..."). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
}

/** The JSON form of a definition (what the build writes to `remote.json`), checked against the schema. */
export function declarationOf(definition: RemoteDefinition): RemoteDeclaration {
  const candidate = {
    contract: PLATFORM_CONTRACT,
    name: definition.name,
    folder: definition.folder,
    devPort: definition.devPort,
    pages: Object.entries(definition.pages).map(([module, { load: _load, ...page }]) => ({ module, ...page })),
  };
  const result = v.safeParse(remoteDeclarationSchema, candidate);
  if (!result.success) throw new DeclarationError(`${definition.name}: ${describeIssues(result.issues)}`);
  return result.output;
}

/** The path a page is mounted at: its declared path without the trailing `/*` (`/dashboard/menu`). */
export function mountPathOf(path: string): string {
  const base = path.replace(/\/\*$/, '');
  return base === '' ? '/' : base;
}

/** The id the federation runtime loads a page by: `<remote>/<module>`. */
export function pageModuleId(remote: Pick<RemoteDeclaration, 'name'>, page: Pick<PageDeclaration, 'module'>): string {
  return `${remote.name}/${page.module}`;
}
