// The deployed site on the API's origin, from a deploy root (see deploy-root.ts): the live shell at `/` with its
// client-side routes, each live remote's version folders under `/remotes/<folder>/<version>/`, and the runtime
// config assembled from the live remotes. Hashed assets are cached for good; what a deploy changes (index.html,
// runtime config, manifests) is revalidated on every load. Source maps are not served unless asked for.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@oja/shared/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../errors';
import { failure } from '../http/envelope';
import { type Deployed, versionDir, watchDeployRoot } from './deploy-root';
import { notBuiltPage, notFoundPage } from './pages';
import { injectPage, pageTarget } from './prerender';
import { assembleRuntimeConfig, remoteBaseUrl } from './runtime-config';

export interface SiteOptions {
  /** OJA_DEPLOY_ROOT: the deploy root the shell and the remotes are published into. */
  deployRoot: string;
  /** OJA_REMOTES_URL: where the deploy root's remotes are served (default `/remotes/`, this server). */
  remotesUrl?: string | undefined;
  /** OJA_SERVE_SOURCEMAPS: serve the published source maps (kept outside every served folder otherwise). */
  serveSourceMaps?: boolean | undefined;
}

export const SITE_NAME = 'Oja';
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** `main.1a2b3c4d.js`, `remoteEntry.1a2b3c4d.js`, `img.0123456789abcdef.webp` (and their .br/.gz twins). */
const HASHED_NAME = /\.[0-9a-f]{8,32}\./i;

/** The text of each inline `<script>` (one without `src`) in a page. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources that allow exactly these inline scripts (`'sha256-…'`), and no other. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, text]) => text ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function pathOf(request: FastifyRequest): string {
  const raw = request.url;
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

let lastCompressed: { text: string; br: Buffer; gzip: Buffer } | null = null;

/** The same page text is compressed once (it changes only when a build is deployed). */
function compressedPage(text: string) {
  if (lastCompressed?.text !== text) {
    lastCompressed = {
      text,
      br: brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(text, { level: 9 }),
    };
  }
  return lastCompressed;
}

function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (text.length < 1024) return reply.send(text);
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding === null) return reply.send(text);
  return reply.header('content-encoding', encoding).send(compressedPage(text)[encoding]);
}

/** The live shell's index.html and its inline scripts: a version folder never changes, so each is read once. */
function shellIndex(deployed: () => Deployed) {
  let index: { file: string; html: string | null; scripts: string[] } | null = null;
  // Synchronous: the CSP header of every response asks for the live shell's inline scripts (see app.ts).
  return function liveIndex(): { html: string | null; scripts: string[] } | null {
    const shell = deployed().shell;
    if (shell === null) return null;
    const file = path.join(shell.dir, 'index.html');
    // A missing index.html is remembered too, not read again on every request.
    if (index?.file === file) return index;
    let html: string | null = null;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      html = null;
    }
    index = { file, html, scripts: html === null ? [] : inlineScriptSources(html) };
    return index;
  };
}

/** The site's own routes: the runtime config, the remotes' version folders, the shell's files and its pages. */
async function registerSiteRoutes(
  app: FastifyInstance,
  options: SiteOptions,
  site: {
    deployed: () => Deployed;
    runtimeConfig: () => RuntimeConfig;
    sendShellPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  },
): Promise<void> {
  /** A file of a version folder; a source map only when the setting allows it, from where the deploy keeps them. */
  function sendVersionFile(reply: FastifyReply, dir: string, file: string, mapsDir: string): FastifyReply {
    if (SOURCE_MAP.test(file)) {
      if (options.serveSourceMaps) return reply.sendFile(file, mapsDir);
      reply.callNotFound();
      return reply;
    }
    return reply.sendFile(file, dir);
  }

  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  const hidden = { hide: true };

  app.get('/runtime-config.json', { config: { access: 'public' }, schema: hidden }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(site.runtimeConfig()),
  );

  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    { config: { access: 'public' }, schema: hidden },
    (request, reply) => {
      const { folder, version } = request.params;
      const file = request.params['*'];
      // A shell on another origin may load a remote (CORS for the manifest).
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      const dir = versionDir(options.deployRoot, folder, version);
      if (dir === null || file === '') return reply.callNotFound();
      return sendVersionFile(reply, dir, file, path.join(options.deployRoot, 'sourcemaps', 'remotes', folder, version));
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { config: { access: 'public' }, schema: hidden }, (request, reply) => {
    const file = request.params['*'];
    if (file === '') return site.sendShellPage(request, reply);
    if (/^(api|remotes)(\/|$)/.test(file)) return reply.callNotFound();
    const shell = site.deployed().shell;
    if (shell === null) return reply.callNotFound();
    return sendVersionFile(reply, shell.dir, file, path.join(options.deployRoot, 'sourcemaps', 'shell', shell.version));
  });
}

export function createSite(options: SiteOptions) {
  const deployed = watchDeployRoot(options.deployRoot);
  const configOptions = { apiBaseUrl: '/api', remotesUrl: options.remotesUrl ?? '/remotes/' };
  const runtimeConfig = () => assembleRuntimeConfig(deployed(), configOptions);
  const liveIndex = shellIndex(deployed);

  async function sendShellPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const html = liveIndex()?.html ?? null;
    if (html === null) return reply.code(503).send(notBuiltPage(options.deployRoot));
    const target = pageTarget(deployed().remotes, pathOf(request));
    if (target === null) return reply.send(html);
    const page = injectPage(html, target, remoteBaseUrl(configOptions, target.remote), SITE_NAME);
    // With a prerendered page in it, the page is some 70 KiB of markup and CSS: compressed, it arrives in a few
    // round trips on a phone network.
    return sendCompressed(request, reply, page);
  }

  /** Unmatched requests outside `/api`: a client-side route gets the shell's page, anything else a real 404. */
  async function handleNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = pathOf(request);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request) &&
      !/^\/(api|remotes)(\/|$)/.test(url) &&
      // A path ending in a file name is a missing asset, not a page.
      !/\.[A-Za-z0-9]+$/.test(url);
    if (isPageRequest) return sendShellPage(request, reply);
    reply.code(404).header('cache-control', 'no-cache');
    if (acceptsHtml(request)) return reply.type('text/html; charset=utf-8').send(notFoundPage());
    return reply.send(failure(MESSAGES.notFound));
  }

  const plugin = async (app: FastifyInstance) =>
    registerSiteRoutes(app, options, { deployed, runtimeConfig, sendShellPage });

  /**
   * The live shell's own inline scripts, as CSP sources: its page starts the app with one (after the first paint),
   * and the policy allows that script and nothing else inline. A deploy or rollback of the shell changes them.
   */
  const shellInlineScripts = () => liveIndex()?.scripts ?? [];

  return { plugin, handleNotFound, runtimeConfig, shellInlineScripts };
}

export type Site = ReturnType<typeof createSite>;
