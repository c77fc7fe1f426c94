// How requests are read and answers written, set before any route exists: JSON bodies must be UTF-8 (bytes that
// are not would otherwise become replacement characters and be stored as if someone had typed them), valibot
// validates, answers are plain JSON.stringify of the typed envelope (the response schemas are for the OpenAPI
// document), and every error gets the envelope.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { errorHandler } from './errors';
import { validatorCompiler } from './schema';

export function setBodyFormats(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new AppError('malformed', 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    // A signed webhook's signature covers the exact bytes, not a re-serialisation of them.
    if (request.routeOptions.config.rawBody) request.rawBody = bytes;
    parseJson(request, bytes.toString('utf8'), done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
}
