// Slow and greedy clients: a request body that trickles in, an idle connection, one address holding many open.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerLimits } from '../limits/index';

/**
 * A request whose body has not fully arrived by `deadlineMs` after its headers (a client sending a byte at a time)
 * loses its connection. Node's own request timeout is the longest one (uploads); this holds other routes to theirs.
 */
function holdToDeadline(request: FastifyRequest, reply: FastifyReply, deadlineMs: number): void {
  if (request.raw.complete) return;
  const timer = setTimeout(() => {
    if (request.raw.complete) return;
    request.log.info({ deadlineMs }, 'request body too slow: connection closed');
    request.raw.socket.destroy();
  }, deadlineMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  request.raw.once('end', stop);
  reply.raw.once('close', stop);
}

/**
 * Connections from one client address are capped (`perAddress`, 0: no cap), so one address holding connections
 * open cannot take every place of the total cap from the others; and a connection that has not started a request
 * within `firstRequestMs` is closed (an idle connection held open costs a place and sends nothing). Node's own
 * `maxConnections` keeps the total.
 */
function guardConnections(
  server: Server,
  { perAddress, firstRequestMs }: { perAddress: number; firstRequestMs: number },
) {
  const openByAddress = new Map<string, number>();
  const waitingForRequest = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (perAddress > 0 && open > perAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    const timer = setTimeout(() => socket.destroy(), firstRequestMs);
    timer.unref();
    waitingForRequest.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
  server.on('request', (request: IncomingMessage) => {
    const timer = waitingForRequest.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waitingForRequest.delete(request.socket);
  });
}

/** Node's total cap, the cap per address, the first-request deadline, and each route's deadline for its body. */
export function guardSlowClients(app: FastifyInstance, limits: ServerLimits): void {
  app.server.maxConnections = limits.maxConnections;
  guardConnections(app.server, {
    perAddress: limits.maxConnectionsPerAddress,
    firstRequestMs: limits.firstRequestTimeoutMs,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    holdToDeadline(
      request,
      reply,
      request.routeOptions.config.files ? limits.uploadTimeoutMs : limits.requestTimeoutMs,
    );
  });
}
