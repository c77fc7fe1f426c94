// The dev server's mock mode (`OJA_MOCK_API=1 pnpm --filter <remote> dev`): `/api` is answered by the remote's own
// mock handlers (`src/mocks/api.ts`, MSW request handlers made by tooling/harness/src/mock-api.ts) instead of the
// API server, for testers who have no API. The browser makes real HTTP requests; MSW's `getResponse` answers them
// here, and a streamed answer (the order stream) goes out as it is written.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
export const MOCK_SOURCE = 'src/mocks/api.ts';

/** The request as a Fetch Request, which MSW's handlers take. */
function fetchRequestOf(request) {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.originalUrl, `http://${request.headers.host ?? 'localhost'}`), {
    method: request.method,
    headers: Object.entries(request.headers).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((one) => [name, one]) : [[name, String(value)]],
    ),
    ...(hasBody ? { body: Readable.toWeb(request), duplex: 'half' } : {}),
  });
}

/** An express middleware answering `/api/*` from the remote's mock handlers (one state per dev server). */
export async function devMockApi(appDir) {
  const file = path.join(appDir, MOCK_SOURCE);
  const harness = await jiti.import('@oja/harness/mock-api');
  const { getResponse } = await import('msw');
  const createRoutes = existsSync(file)
    ? await jiti.import(file, { default: true })
    : harness.defineMockApi(() => ({}));
  const handlers = harness.mockHandlers(createRoutes());
  return async (request, response) => {
    try {
      const answer = await getResponse(handlers, fetchRequestOf(request));
      // The failure switch's dead network: the connection drops without an answer.
      if (!answer || answer.type === 'error') {
        request.socket.destroy();
        return;
      }
      response.status(answer.status);
      for (const [name, value] of answer.headers) response.setHeader(name, value);
      if (answer.body) Readable.fromWeb(answer.body).pipe(response);
      else response.end();
    } catch (error) {
      response.status(500).json({ success: false, message: `The mock API failed: ${error.message}` });
    }
  };
}
