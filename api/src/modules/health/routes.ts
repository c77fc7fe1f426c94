// `GET /api/health`: 200 when the database answers, 503 when it does not (for load balancers and monitors).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { describeRoute, objectOf, str } from '../../http/docs';
import { failure, success } from '../../http/envelope';

const PING_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      // Monitors call this every few seconds: only failures are worth a line (and a silent app stays silent).
      logLevel: app.log.level === 'silent' ? 'silent' : 'warn',
      schema: describeRoute({
        summary: 'Service and database health',
        tags: ['Operations'],
        data: objectOf({ status: str(), database: str(), uptime_seconds: { type: 'number' } }),
        failures: { 503: 'The database is not reachable' },
      }),
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ctx.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        reply.code(503);
        return failure('The database is not reachable.');
      } finally {
        clearTimeout(timer);
      }
      return success('OK', {
        status: 'ok',
        database: ctx.database.kind,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
}
