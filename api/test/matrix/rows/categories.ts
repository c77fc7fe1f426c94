import { approvedMerchants, type MatrixRow, ownedByApprovedMerchant } from '../expectations';

export const CATEGORIES_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/categories', expect: approvedMerchants(200) },
  { method: 'GET', route: '/api/categories/with-count', expect: approvedMerchants(200) },
  {
    method: 'GET',
    route: '/api/categories/:id',
    request: (f) => ({ url: `/api/categories/${f.menu.categoryId}` }),
    expect: ownedByApprovedMerchant(200),
  },
  {
    method: 'POST',
    route: '/api/categories',
    // Each approved merchant creates one in its own menu; the name is unique per merchant.
    request: () => ({ url: '/api/categories', payload: { name: 'Matrix Grills' } }),
    expect: approvedMerchants(200),
  },
  {
    method: 'POST',
    route: '/api/categories/:uuid',
    request: (f) => ({
      url: `/api/categories/${f.menu.categoryUuid}`,
      payload: { name: 'Matrix Soups', description: 'Renamed', update_image: 0 },
    }),
    expect: ownedByApprovedMerchant(200),
  },
  {
    method: 'DELETE',
    route: '/api/categories/:id',
    request: (f) => ({ url: `/api/categories/${f.menu.emptyCategoryId}` }),
    expect: ownedByApprovedMerchant(200),
  },
];
