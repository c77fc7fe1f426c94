import { everyone, type MatrixRow } from '../expectations';
import { HTML } from '../fixtures';

export const SITE_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/runtime-config.json', expect: everyone(200) },
  {
    method: 'GET',
    route: '/remotes/:folder/:version/*',
    // The live version of the fake deploy root's one remote (matrix/fixtures.ts).
    request: () => ({ url: '/remotes/home/bbbbbbbbbbbb/mf-manifest.json' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/*',
    request: () => ({ url: '/dashboard/menu', headers: HTML }),
    expect: everyone(200),
  },
];
