import { everyone, type MatrixRow, signedIn } from '../expectations';

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
  {
    method: 'GET',
    route: '/api/files/documents/:id/link',
    // The approved merchant's document: a fresh link for it and for an admin; any other merchant learns nothing.
    request: (f) => ({ url: `${f.documentUrl.split('?')[0]}/link` }),
    expect: { ...signedIn(404), approvedMerchant: 200, admin: 200 },
  },
];
