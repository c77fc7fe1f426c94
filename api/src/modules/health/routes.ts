// `GET /api/health`: 200 when the database and the counters answer, 503 when one does not (readiness: what a load
// balancer asks before sending traffic). `GET /api/health/live`: 200 while the process answers at all (liveness:
// restarting an instance because its database is down would not bring the database back).
import { endpoints } from '@oja/shared/contract';
import { failure, success } from '../../http/envelope';
import { apiModule, type RouteGroup } from '../module';
import { healthService } from './service';

const healthRoutes: RouteGroup<ReturnType<typeof healthService>> = (route, health, ctx) => {
  route(endpoints.health.check, {
    access: 'public',
    summary: 'Service and database health',
    failures: { 503: 'The database or the counter store is not reachable' },
    // Monitors call this every few seconds: only failures are worth a line (and a silent app stays silent).
    logLevel: ctx.log.level === 'silent' ? 'silent' : 'warn',
    async handler({ request, reply }) {
      for (const check of health.checks) {
        try {
          await check.ping();
        } catch (error) {
          request.log.error({ err: error }, `health check: ${check.what} unreachable`);
          reply.code(503);
          return failure(`The ${check.what} is not reachable.`);
        }
      }
      return success('OK', health.status());
    },
  });
  route(endpoints.health.live, {
    access: 'public',
    summary: 'The process answers (liveness)',
    logLevel: ctx.log.level === 'silent' ? 'silent' : 'warn',
    handler: async () => success('OK', health.live()),
  });
};

export const healthModule = apiModule('Operations', healthService, [healthRoutes]);
