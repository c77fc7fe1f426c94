// Issue 7: admin review of merchants (dashboard figures, lists, approve, reject, bulk approve, activity log).
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function adminRoutes(_app: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
