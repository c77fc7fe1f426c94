// Authorization matrix rows of the menu's routes (api/src/modules/menu/). The fixtures' menu belongs to the approved
// merchant: the other approved merchant gets 404 for any of it (never the record), and its own (empty) lists.
import { type Expectation, type MatrixRow, ownedByApprovedMerchant } from '../expectations';

/** Any approved merchant, on its own menu (lists, creating): the other merchant gets its own answer too. */
const approvedMerchants = (status: number, other = status): Expectation => ({
  ...ownedByApprovedMerchant(status),
  otherMerchant: other,
});

const product = (categoryId: number) => ({
  name: 'Matrix Jollof',
  category_id: categoryId,
  price: '1500.50',
  status: 'in_stock',
  discount: 10,
});

export const MENU_ROWS: MatrixRow[] = [
  // Categories
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

  // Products
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
