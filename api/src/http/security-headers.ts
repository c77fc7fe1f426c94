// The security headers of every answer (helmet: a CSP allowing this origin and the remotes' origins, no framing)
// and, when origins are configured, CORS for a front end on another origin.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { originsOf } from '../site/runtime-config';
import type { Site } from '../site/site';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  site: Site | null,
  corsOrigins: string[] | undefined,
): Promise<void> {
  const remoteOrigins = site ? () => originsOf(site.runtimeConfig()) : () => [];
  const allowRemotes = () => ["'self'", ...remoteOrigins()].join(' ');
  // No inline script but the live shell's own, each allowed by its hash.
  const allowScripts = () => [allowRemotes(), ...(site?.shellInlineScripts() ?? [])].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [allowScripts],
        // emotion injects <style> tags at run time.
        styleSrc: [allowRemotes, "'unsafe-inline'"],
        imgSrc: [allowRemotes, 'data:', 'blob:'],
        fontSrc: [allowRemotes, 'data:'],
        connectSrc: [allowRemotes],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });

  if (corsOrigins && corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  }
}
