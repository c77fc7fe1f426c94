// Issue 6: merchant registration, merchant profile, documents and pickup locations, uploads, Paystack, address and phone services.
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function onboardingRoutes(_app: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
