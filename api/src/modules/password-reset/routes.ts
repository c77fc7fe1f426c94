// Issue 5: POST /auth/forgot-password, /auth/verify-reset-code, /auth/reset-password.
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function passwordResetRoutes(_app: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
