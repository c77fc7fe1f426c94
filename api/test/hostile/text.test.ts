// Text that the database cannot store or that no person types, sent to every field of every route that takes text
// (the routes and their fields come from the application's own route registry and OpenAPI document): NUL and other
// control characters, half a character, direction overrides, line breaks in one-line fields, values of nothing but
// invisible characters, and JSON bodies that are not UTF-8. Each answers 422 on the field (400 for the body),
// with the shared rule's message, so form and server agree; never a 500.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { TEXT_NOT_ALLOWED } from '@oja/shared/validation';
import { appWithActors } from '../support/actors';
import { apiRoutes, callerFor, label, type RouteShape, sendFields, textFields, urlOf } from '../support/routes';

const { t, actors } = await appWithActors();
const routes = await apiRoutes(t);
after(() => t.close());

/** Fields that hold several lines (a description, a reason, a note): line breaks and tabs are text there. */
const MULTILINE = new Set(['description', 'rejection_reason', 'suspension_reason', 'reason', 'note', 'comment']);

const HOSTILE: Record<string, string> = {
  NUL: 'Ikeja\u0000Lagos',
  'an escape sequence': 'Ikeja\u001b[2JLagos',
  'DEL and C1 controls': 'Ikeja\u007f\u0085Lagos',
  'half a character': 'Ikeja \ud800Lagos',
  'a direction override': 'Ikeja \u202egpj.exe',
  'a direction isolate': 'Ikeja \u2067Lagos',
};
const LINE_BREAKS = 'Ikeja\r\nBcc: someone@example.com';
const INVISIBLE = '\u200b\u200b\u2060\ufeff';
/** Letters and symbols that draw nothing: Hangul fillers, a blank Braille pattern, the object replacement mark. */
const BLANK_LOOKING = '\u3164\u2800\ufffc\u115f\uffa0';

const send = (route: RouteShape, fields: Record<string, string>) => sendFields(t, actors, route, fields);

/** The field's messages in a 422 (a page answers 422 with no JSON: its status is the check). */
async function refusal(route: RouteShape, field: string, value: string): Promise<string[] | 'page'> {
  const res = await send(route, { [field]: value });
  assert.equal(res.statusCode, 422, `${label(route)} ${field}=${JSON.stringify(value)}: ${res.body.slice(0, 200)}`);
  if (String(res.headers['content-type']).startsWith('text/html')) return 'page';
  const messages = res.json().errors?.[field];
  assert.ok(Array.isArray(messages) && messages.length > 0, `${label(route)}: a message on ${field}`);
  return messages;
}

const textRoutes = routes.filter((route) => textFields(route.method === 'GET' ? route.query : route.body).length > 0);

describe('text no person types, on every field of every route', () => {
  it('covers the routes that take text', () => {
    assert.ok(textRoutes.length >= 25, `${textRoutes.length} routes`);
  });

  for (const route of textRoutes) {
    it(label(route), async () => {
      const fields = textFields(route.method === 'GET' ? route.query : route.body);
      for (const field of fields) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          // Only JSON can carry half a character: a URL or a form is UTF-8 bytes, where it becomes U+FFFD.
          if (what === 'half a character' && (route.method === 'GET' || !route.json)) continue;
          const messages = await refusal(route, field.name, value);
          if (messages !== 'page') assert.ok(messages.length === 1, `${label(route)} ${field.name}: ${what}`);
        }
        if (!MULTILINE.has(field.name)) await refusal(route, field.name, LINE_BREAKS);
      }
    });
  }

  it('shows the shared rule message where the field has no stricter pattern', async () => {
    const category = routes.find((route) => route.method === 'POST' && route.url === '/api/categories');
    assert.ok(category);
    assert.deepEqual(await refusal(category, 'name', HOSTILE.NUL ?? ''), [TEXT_NOT_ALLOWED]);
    assert.deepEqual(await refusal(category, 'description', HOSTILE.NUL ?? ''), [TEXT_NOT_ALLOWED]);
  });
});

describe('values of nothing but invisible or blank-looking characters read as empty', () => {
  for (const route of routes.filter((shape) => textFields(shape.body).some((field) => field.required))) {
    it(label(route), async () => {
      for (const field of textFields(route.body).filter((shape) => shape.required)) {
        const empty = await send(route, { [field.name]: '' });
        for (const value of [INVISIBLE, BLANK_LOOKING, ` ${BLANK_LOOKING}\u200b `]) {
          const blank = await send(route, { [field.name]: value });
          assert.equal(blank.statusCode, 422, `${label(route)} ${field.name} ${JSON.stringify(value)}`);
          assert.deepEqual(blank.json().errors[field.name], empty.json().errors[field.name], field.name);
        }
      }
    });
  }
});

describe('a JSON body that is not UTF-8', () => {
  const notUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
  for (const route of routes.filter((shape) => shape.json && shape.method !== 'GET')) {
    it(label(route), async () => {
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: { ...callerFor(route, actors), 'content-type': 'application/json' },
        payload: notUtf8,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { success: false, message: 'The request body is not valid UTF-8.' });
    });
  }
});
