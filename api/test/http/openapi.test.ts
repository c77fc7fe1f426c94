// The OpenAPI document is generated from the routes, with bodies converted from the shared schemas.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ corsOrigins: ['http://localhost:3001'] });
});
after(() => t.close());

describe('GET /api/docs', () => {
  it('serves a readable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /swagger-ui/i);
    // The page runs under the site's CSP: no inline script.
    assert.doesNotMatch(res.body, /<script>(?!\s*<\/script>)/);
  });

  it('describes every API route, with its access level and the shared schemas as bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.match(doc.openapi, /^3\./);
    assert.deepEqual(doc.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer' });
    const apiRoutes = t.app
      .routeAccess()
      .filter(
        (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
      );
    assert.ok(apiRoutes.length >= 9);
    for (const route of apiRoutes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      assert.ok(operation, `${route.method} ${route.url} is documented`);
      assert.match(operation.description, new RegExp(`Access: ${route.access}\\.`));
      if (route.access !== 'public') assert.deepEqual(operation.security, [{ bearerAuth: [] }]);
    }
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(login.required, ['email', 'password']);
    assert.equal(login.properties.email.format, 'email');
    assert.equal(login.properties.email.maxLength, 255);
  });

  it("documents the orders API: the placement's header, body and 201, and the streams as Server-Sent Events", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const placement = doc.paths['/api/app/orders'].post;
    const key = placement.parameters.find((parameter: { in: string; name: string }) => parameter.in === 'header');
    assert.equal(key?.name, 'idempotency-key');
    assert.equal(key?.required, true);
    const body = placement.requestBody.content['application/json'].schema;
    assert.deepEqual(Object.keys(body.properties).sort(), [
      'delivery',
      'items',
      'merchant_id',
      'note',
      'payment_method',
    ]);
    assert.ok(placement.responses['201']);
    assert.match(placement.description, /Idempotency-Key/);
    for (const path of ['/api/merchant/orders/events', '/api/admin/orders/events']) {
      const events = doc.paths[path].get;
      assert.deepEqual(events.produces ?? Object.keys(events.responses['200'].content ?? {}), ['text/event-stream']);
      assert.match(events.description, /Last-Event-ID/);
    }
  });
});

describe('CORS for a front end on another origin', () => {
  it('answers the preflight and marks refusals too', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/profile',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3001');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { origin: 'http://localhost:3001' },
    });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['access-control-allow-origin'], 'http://localhost:3001');
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(stranger.headers['access-control-allow-origin'], undefined);
  });
});
