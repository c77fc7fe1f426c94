import { everyone, type MatrixRow } from '../expectations';

export const FILES_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/files/public/:key',
    request: (f) => ({ url: f.imageUrl }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/files/documents/:id',
    request: (f) => ({ url: f.documentUrl }),
    expect: everyone(200),
  },
];
