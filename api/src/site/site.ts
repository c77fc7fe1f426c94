// The built site on the API's origin: the shell at `/` with its client-side routes, each remote under
// `/remotes/<name>/`, and the runtime config. Hashed assets are cached for good; everything a deployment may
// change in place (index.html, runtime config, manifests) is revalidated on every load.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../errors';
import { failure } from '../http/envelope';
import { createLandingPrerender } from './landing-prerender';
import { distOf, remoteFolder, SHELL_FOLDER } from './layout';
import { notBuiltPage, notFoundPage } from './pages';

export interface SiteOptions {
  /** The folder holding shell/ and the mf-* packages (the repository root by default). */
  siteRoot: string;
  /** OJA_RUNTIME_CONFIG: a runtime config to serve instead of the shell's own. */
  runtimeConfigPath?: string | undefined;
}

/** `main.1a2b3c4d.js`, `remoteEntry.1a2b3c4d.js`, `img.0123456789abcdef.webp` (and their .br/.gz twins). */
const HASHED_NAME = /\.[0-9a-f]{8,32}\./i;

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

export function createSite(options: SiteOptions) {
  const shellDist = distOf(options.siteRoot, SHELL_FOLDER);
  const indexFile = path.join(shellDist, 'index.html');
  const runtimeConfigFile = options.runtimeConfigPath ?? path.join(shellDist, 'runtime-config.json');
  let index: { mtimeMs: number; html: string } | null = null;
  // `/` carries the landing remote's prerendered page (readable before any script runs).
  const injectLandingPrerender = createLandingPrerender({ siteRoot: options.siteRoot, runtimeConfigFile });

  async function readIndex(): Promise<string | null> {
    try {
      const info = await stat(indexFile);
      if (index === null || index.mtimeMs !== info.mtimeMs) {
        index = { mtimeMs: info.mtimeMs, html: await readFile(indexFile, 'utf8') };
      }
      return index.html;
    } catch {
      index = null;
      return null;
    }
  }

  async function sendShellPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const html = await readIndex();
    if (html === null) return reply.code(503).send(notBuiltPage(shellDist));
    if (pathOf(request) !== '/') return reply.send(html);
    // With the landing page in it, the page is some 70 KiB of markup and CSS: compressed, it arrives in a few
    // round trips on a phone network.
    return sendCompressed(request, reply, injectLandingPrerender(html));
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

  async function plugin(app: FastifyInstance): Promise<void> {
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
      reply.sendFile(path.basename(runtimeConfigFile), path.dirname(runtimeConfigFile)),
    );

    app.get<{ Params: { remote: string; '*': string } }>(
      '/remotes/:remote/*',
      { config: { access: 'public' }, schema: hidden },
      (request, reply) => {
        const { remote } = request.params;
        const file = request.params['*'];
        // A shell on another origin may load a remote (STACK.md: CORS for the manifest).
        reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
        const folder = remoteFolder(remote);
        if (folder === null || file === '') return reply.callNotFound();
        return reply.sendFile(file, distOf(options.siteRoot, folder));
      },
    );

    app.get<{ Params: { '*': string } }>('/*', { config: { access: 'public' }, schema: hidden }, (request, reply) => {
      const file = request.params['*'];
      if (file === '') return sendShellPage(request, reply);
      if (/^(api|remotes)(\/|$)/.test(file)) return reply.callNotFound();
      return reply.sendFile(file, shellDist);
    });
  }

  return { plugin, handleNotFound, runtimeConfigFile, shellDist };
}

export type Site = ReturnType<typeof createSite>;
