// A query parameter given twice (`page=1&page=2`): one rule for every list and every route that reads a query,
// read from the application's route registry, a 422 naming the parameter in words a person can read.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { appWithActors } from '../support/actors';
import { apiRoutes, callerFor, label, urlOf } from '../support/routes';

const { t, actors } = await appWithActors();
const routes = await apiRoutes(t);
after(() => t.close());

describe('a query parameter given twice', () => {
  const withQuery = routes.filter((route) => route.query.length > 0);
  it('covers every route that reads a query', () => {
    assert.ok(withQuery.length >= 7, `${withQuery.length} routes`);
  });

  for (const route of withQuery) {
    it(label(route), async () => {
      for (const parameter of route.query) {
        const res = await t.app.inject({
          method: route.method,
          url: `${urlOf(route)}?${parameter.name}=1&${parameter.name}=2`,
          headers: { ...callerFor(route, actors), accept: 'application/json' },
        });
        assert.equal(res.statusCode, 422, `${label(route)} ${parameter.name}`);
        if (String(res.headers['content-type']).startsWith('application/json')) {
          assert.deepEqual(res.json().errors, {
            [parameter.name]: [`The ${parameter.name} parameter must be given only once.`],
          });
        }
      }
    });
  }

  it('a parameter given once with an empty value is still read as absent', async () => {
    const list = routes.find((route) => route.url === '/api/admin/merchants');
    assert.ok(list);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/merchants?search=&status=',
      headers: callerFor(list, actors),
    });
    assert.equal(res.statusCode, 200);
  });
});
