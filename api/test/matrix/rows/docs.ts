import { everyone, type MatrixRow } from '../expectations';

export const DOCS_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/docs', expect: everyone(200) },
  { method: 'HEAD', route: '/api/docs/', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/json', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/yaml', expect: everyone(200) },
  // swagger-ui's own redirect to the page
  { method: 'GET', route: '/api/docs/static/index.html', expect: everyone(302) },
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
];
