// A route that answers a stream of Server-Sent Events (the order streams): over a fetch with the bearer token in its
// Authorization header, never in a URL that a proxy would log. The caller must ask for `text/event-stream`; each
// account holds a bounded number of streams open across the instances; the session is checked again at every
// heartbeat, so a logout or a suspension ends the stream.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { StreamScope } from '../live/streams';
import { type AccessLevel, bearerToken, decideAccess, hashToken, principalOf } from './access';
import { failure } from './envelope';

export const EVENT_STREAM_ONLY = 'This is a stream of Server-Sent Events: send Accept: text/event-stream.';
export const tooManyStreams = (max: number) =>
  `At most ${max} order streams can be open at once for one account. Close one (another tab or device) and try again.`;

/**
 * Whether a token still opens a level, asked by every stream at its heartbeat: streams of one session that ask at
 * the same moment share one lookup (a merchant's ten tablets, or two thousand streams after a restart).
 */
const sessionChecks = new WeakMap<AppContext, Map<string, Promise<boolean>>>();

function checkSession(ctx: AppContext, token: string, level: AccessLevel): Promise<boolean> {
  const hash = hashToken(token);
  let pending = sessionChecks.get(ctx);
  if (pending === undefined) {
    pending = new Map();
    sessionChecks.set(ctx, pending);
  }
  const key = `${level}:${hash}`;
  const running = pending.get(key);
  if (running !== undefined) return running;
  const check = ctx.caches.principals
    .find(hash, () => ctx.repos.tokens.findActive(hash, new Date()))
    .then((principal) => principal !== null && decideAccess(level, principal) === null)
    .finally(() => pending.delete(key));
  pending.set(key, check);
  return check;
}

/** `Last-Event-ID` as the stream's ids are written (a timeline row's id); anything else starts afresh. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

export async function sendEventStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  stream: { scope: StreamScope; level: AccessLevel; slotKey: string },
): Promise<FastifyReply> {
  if (!/(^|,)\s*text\/event-stream\b/i.test(request.headers.accept ?? '')) {
    return reply.code(406).send(failure(EVENT_STREAM_ONLY));
  }
  principalOf(request);
  const max = ctx.settings.orders.streamsPerAccount;
  const slot = await ctx.live.slots.acquire(stream.slotKey, max);
  if (slot === null) throw new AppError('too-many-attempts', tooManyStreams(max), { retryAfterSeconds: 60 });
  const token = bearerToken(request);
  const stillAllowed = async () => token !== null && checkSession(ctx, token, stream.level);
  let out: Awaited<ReturnType<AppContext['live']['streams']['open']>>;
  try {
    out = await ctx.live.streams.open({ scope: stream.scope, lastEventId: lastEventIdOf(request), stillAllowed, slot });
  } catch (error) {
    await slot.release();
    throw error;
  }
  request.raw.once('close', () => out.destroy());
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(out);
}
