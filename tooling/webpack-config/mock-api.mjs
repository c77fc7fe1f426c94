// The dev server's mock mode (`OJA_MOCK_API=1 pnpm --filter <remote> dev`): `/api` is answered by the remote's own
// mock handlers (`src/mocks/api.ts`, see tooling/harness/src/mock-api.ts) instead of the API server, for testers
// who have no API. The browser makes real HTTP requests; only the server behind them is a stand-in.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
export const MOCK_SOURCE = 'src/mocks/api.ts';

async function readBody(request, harness) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return harness.parseMockBody(Buffer.concat(chunks), String(request.headers['content-type'] ?? ''));
}

/** An express middleware answering `/api/*` from the remote's mock handlers (one state per dev server). */
export async function devMockApi(appDir) {
  const file = path.join(appDir, MOCK_SOURCE);
  const harness = await jiti.import('@oja/harness/mock-api');
  const createRoutes = existsSync(file)
    ? await jiti.import(file, { default: true })
    : harness.defineMockApi(() => ({}));
  const routes = createRoutes();
  return async (request, response) => {
    try {
      const url = new URL(request.url, 'http://mock.local/');
      const authorization = String(request.headers.authorization ?? '');
      const { body, files } = await readBody(request, harness);
      const answer = await harness.answerMock(routes, {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body,
        files,
        token: authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null,
      });
      // The failure switch's dead network: the connection drops without an answer.
      if (answer.status === 0) {
        request.socket.destroy();
        return;
      }
      response.status(answer.status).set('x-oja-mock', '1').json(answer.body);
    } catch (error) {
      response.status(500).json({ success: false, message: `The mock API failed: ${error.message}` });
    }
  };
}
