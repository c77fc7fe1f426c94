import { approvedMerchants, type MatrixRow, ownedByApprovedMerchant } from '../expectations';

const product = (categoryId: number) => ({
  name: 'Matrix Jollof',
  category_id: categoryId,
  price: '1500.50',
  status: 'in_stock',
  discount: 10,
});

export const PRODUCTS_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/products', expect: approvedMerchants(200) },
  { method: 'GET', route: '/api/products/filtered', expect: approvedMerchants(200) },
  {
    method: 'GET',
    route: '/api/products/by-category/:id',
    request: (f) => ({ url: `/api/products/by-category/${f.menu.categoryId}` }),
    expect: ownedByApprovedMerchant(200),
  },
  {
    method: 'GET',
    route: '/api/products/:id',
    request: (f) => ({ url: `/api/products/${f.menu.productId}` }),
    expect: ownedByApprovedMerchant(200),
  },
  {
    method: 'POST',
    route: '/api/products',
    // The other merchant may create products, but not in this merchant's category.
    request: (f) => ({ url: '/api/products', payload: product(f.menu.categoryId) }),
    expect: approvedMerchants(200, 422),
  },
  {
    method: 'POST',
    route: '/api/products/:uuid',
    request: (f) => ({ url: `/api/products/${f.menu.productUuid}`, payload: product(f.menu.categoryId) }),
    expect: ownedByApprovedMerchant(200),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    request: (f) => ({ url: `/api/products/${f.menu.spareProductId}` }),
    expect: ownedByApprovedMerchant(200),
  },
];
