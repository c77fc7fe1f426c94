// Issue 6: merchant registration, merchant profile, documents and pickup locations, uploads, Paystack, address and phone services.
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createProviders, type Providers } from '../../providers/index';
import { helperRoutes } from './helpers';
import { profileRoutes } from './profile';
import { registrationRoutes } from './registration';
import { uploadRoutes } from './uploads';

export async function onboardingRoutes(
  app: FastifyInstance,
  options: { ctx: AppContext; providers?: Providers | undefined },
): Promise<void> {
  const providers = options.providers ?? createProviders();
  await app.register(registrationRoutes, { ctx: options.ctx, providers });
  await app.register(profileRoutes, { ctx: options.ctx });
  await app.register(uploadRoutes, { ctx: options.ctx });
  await app.register(helperRoutes, { ctx: options.ctx, providers });
}
