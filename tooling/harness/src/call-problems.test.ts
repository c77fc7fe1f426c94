// The check every remote's contract test runs over its calls (testing.tsx, contractProblems): a call and the
// endpoint it names in the contract must not disagree.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineCall } from '@oja/shared/api';
import { type Endpoint, endpoints, idParams } from '@oja/shared/contract';
import { callProblems, callsOutsideData } from './call-problems';

const text = { failure: 'Failed' };

describe('callProblems', () => {
  it('finds none when every call is made from its declaration', () => {
    const module = {
      adminApi: {
        approve: defineCall(endpoints.admin.approve, text),
        merchants: defineCall(endpoints.admin.merchants, text),
      },
      profile: defineCall(endpoints.merchant.profile, text),
    };
    expect(callProblems(module)).toEqual([]);
  });

  it('fails a call whose endpoint is a copy that moved its path', () => {
    const moved = { ...endpoints.admin.approve, path: '/admin/merchant/:id/approve' } as const;
    expect(callProblems({ adminApi: { approve: defineCall(moved, text) } })).toEqual([
      'adminApi.approve: the contract declares no POST /admin/merchant/:id/approve; declare it in endpoints first (the server registers its routes from there)',
    ]);
  });

  it('fails a call whose endpoint restates a declaration instead of naming it', () => {
    const restated = { access: 'admin', method: 'GET', path: '/admin/dashboard' } as const satisfies Endpoint;
    expect(callProblems({ dashboard: defineCall(restated, text) })).toEqual([
      "dashboard: GET /admin/dashboard is not the contract's declaration (endpoints.admin.dashboard) but a copy of it; pass the declaration itself",
    ]);
  });

  it("fails a call whose endpoint's path parameters and params schema disagree", () => {
    // Patched into the contract for this test only: a declaration whose path names :uuid while its schema reads id.
    const group = endpoints.products as unknown as Record<string, Endpoint>;
    group.broken = { access: 'approved-merchant', method: 'GET', path: '/products/:uuid/odd', params: idParams };
    try {
      const call = defineCall(group.broken as Endpoint, text);
      expect(callProblems({ odd: call })).toEqual([
        'odd: GET /products/:uuid/odd names the path parameters [uuid] but its params schema reads [id]',
      ]);
    } finally {
      delete group.broken;
    }
  });
});

describe('callsOutsideData', () => {
  it('names a product file outside src/data that declares a call, and leaves src/data alone', () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'oja-calls-'));
    mkdirSync(path.join(appDir, 'src', 'data'), { recursive: true });
    mkdirSync(path.join(appDir, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(appDir, 'src', 'data', 'calls.ts'), 'defineCall(endpoints.admin.dashboard, t);\n');
    writeFileSync(
      path.join(appDir, 'src', 'pages', 'page.tsx'),
      'const x = defineCall(endpoints.admin.dashboard, t);\n',
    );
    expect(callsOutsideData(appDir)).toEqual([
      `${path.join('src', 'pages', 'page.tsx')} declares a call: a remote's calls live in src/data/calls.ts`,
    ]);
  });
});
