// Numbers past the database's integer range, and other numbers that cannot name a record, sent to every path
// parameter, every number field of a body and every query parameter of every route (read from the application's
// route registry and OpenAPI document): a path answers 404, a body or query 422 on the field; never a 500.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { appWithActors } from '../support/actors';
import { apiRoutes, callerFor, label, numberFields, type RouteShape, sendFields, urlOf } from '../support/routes';

const { t, actors } = await appWithActors();
const routes = await apiRoutes(t);
after(() => t.close());

const PATH_VALUES = ['2147483648', '9999999999', '99999999999999999999', '-1', '0', '1.5', '1e3', '0x10', 'NaN', '%00'];
/** JSON numbers no field can take: past the 32-bit range, or past any range at all. */
const JSON_NUMBERS = [2147483648, 9999999999, 1e300, -2147483649, -1e300];
const TEXT_NUMBERS = ['2147483648', '9999999999', '99999999999999999999', '1e300', '-2147483649'];
/** Query parameters that name a record or a page: a number past the range is refused, not searched for. */
const COUNTING_PARAMETER = /(^|_)id$|^page$|^per_page$/;

describe('path parameters past the range name nothing: 404', () => {
  for (const route of routes.filter((shape) => shape.params.length > 0)) {
    it(label(route), async () => {
      for (const param of route.params) {
        for (const value of PATH_VALUES) {
          const res = await t.app.inject({
            method: route.method,
            url: urlOf(route, { [param]: value }),
            headers: callerFor(route, actors),
          });
          assert.equal(res.statusCode, 404, `${label(route)} ${param}=${value}: ${res.body.slice(0, 200)}`);
        }
      }
    });
  }
});

const sendBody = (route: RouteShape, fields: Record<string, unknown>) => sendFields(t, actors, route, fields);

function assertRefused(
  res: { statusCode: number; json(): { errors?: Record<string, string[]> } },
  what: string,
  field: string,
) {
  assert.equal(res.statusCode, 422, what);
  const keys = Object.keys(res.json().errors ?? {});
  assert.ok(
    keys.some((key) => key === field || key.startsWith(`${field}.`)),
    `${what}: a message on ${field} (${keys})`,
  );
}

describe('number fields of a body: 422 on the field', () => {
  for (const route of routes.filter((shape) => numberFields(shape.body).length > 0)) {
    it(label(route), async () => {
      for (const field of numberFields(route.body)) {
        for (const value of JSON_NUMBERS) {
          const payload = field.types.includes('array') ? [value] : value;
          if (!route.json && field.types.includes('array')) continue;
          assertRefused(
            await sendBody(route, { [field.name]: payload }),
            `${label(route)} ${field.name}=${value}`,
            field.name,
          );
        }
        if (field.types.includes('string')) {
          for (const value of TEXT_NUMBERS) {
            assertRefused(
              await sendBody(route, { [field.name]: value }),
              `${label(route)} ${field.name}="${value}"`,
              field.name,
            );
          }
        }
      }
    });
  }
});

describe('query parameters: never a 500, and no record or page past the range', () => {
  for (const route of routes.filter((shape) => shape.query.length > 0)) {
    it(label(route), async () => {
      for (const parameter of route.query) {
        for (const value of TEXT_NUMBERS) {
          const res = await t.app.inject({
            method: route.method,
            url: `${urlOf(route)}?${parameter.name}=${encodeURIComponent(value)}`,
            headers: callerFor(route, actors),
          });
          const what = `${label(route)} ${parameter.name}=${value}`;
          assert.ok(res.statusCode < 500, `${what}: ${res.statusCode}`);
          if (COUNTING_PARAMETER.test(parameter.name)) assertRefused(res, what, parameter.name);
        }
      }
    });
  }
});
