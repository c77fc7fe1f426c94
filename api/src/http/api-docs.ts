// The OpenAPI document, built from the routes' own schemas, and its browsable page under /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/api/docs';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Oja API',
        version: '1.0.0',
        description:
          'The API of Oja, a Nigerian delivery marketplace. Every answer is an envelope ' +
          '`{success, message, data}` or `{success: false, message, errors?}`; 422 carries `errors: {field: [messages]}`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: false } });
}
