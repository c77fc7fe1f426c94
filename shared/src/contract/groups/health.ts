// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import * as v from 'valibot';
import { endpoint } from '../declare';

const healthAnswer = v.object({ status: v.string(), database: v.string(), uptime_seconds: v.number() });
const livenessAnswer = v.object({ status: v.string(), uptime_seconds: v.number() });

export const health = {
  check: endpoint({ access: 'public', method: 'GET', path: '/health', response: healthAnswer }),
  /** The process answers: what a liveness probe asks (it touches neither the database nor Redis). */
  live: endpoint({ access: 'public', method: 'GET', path: '/health/live', response: livenessAnswer }),
} as const;
