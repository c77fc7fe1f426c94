// Issue 8: categories and products of the signed-in approved merchant.
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function menuRoutes(_app: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
