// The menu page in jsdom with the API calls stubbed at the call objects: what each mode shows, the spec's texts,
// the input rules inside the form, and what a save sends.
import { renderPage } from '@oja/harness/testing';
import type { Category, Product } from '@oja/shared/api';
import { toastStore } from '@oja/shared/toast';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMAGE_HINT } from '../components/image-field';
import { categoryApi, productApi } from '../data/calls';
import remote from '../remote';

const category = (overrides: Partial<Category> = {}): Category => ({
  id: 1,
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Soups',
  description: null,
  image: null,
  products_count: 1,
  created_at: '',
  updated_at: '',
  ...overrides,
});

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 7,
  uuid: '77777777-7777-4777-8777-777777777777',
  name: 'Egusi',
  category_id: 1,
  category: { id: 1, name: 'Soups' },
  number: 3,
  price: '12500.00',
  status: 'in_stock',
  discount: 15,
  description: null,
  image: null,
  created_at: '',
  updated_at: '',
  ...overrides,
});

/** Mounts the menu page as the shell does, at `path`; its location follows the page's navigations. */
async function renderAt(path: string) {
  const { location } = await renderPage(remote, 'MenuPage', { at: path });
  return location;
}

// Generous waits: these machines are shared, and a slow render is not a failure of the page.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8000 });

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  jest.restoreAllMocks();
});

function stubLists(categories: Category[] | Error, products: Product[] | Error) {
  jest
    .spyOn(categoryApi, 'withCount')
    .mockImplementation(() => (categories instanceof Error ? Promise.reject(categories) : Promise.resolve(categories)));
  jest
    .spyOn(productApi, 'list')
    .mockImplementation(() => (products instanceof Error ? Promise.reject(products) : Promise.resolve(products)));
}

describe('list mode', () => {
  it('says it is loading, then shows the categories and the products table with formatted values', async () => {
    stubLists(
      [category()],
      [product(), product({ id: 8, uuid: 'x', name: 'Zobo', status: 'coming_soon', discount: 0, price: '0.50' })],
    );
    await renderAt('/dashboard/menu');
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Product List Management' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item ID', 'Image', 'Item Name', 'Status', 'Discount', 'Price', 'Action']);
    const egusi = within(table).getAllByRole('row')[1] as HTMLElement;
    // The merchant's own item number, not the database's id.
    expect(within(egusi).getByText(/#3$/)).toBeInTheDocument();
    expect(within(egusi).queryByText(/#7$/)).not.toBeInTheDocument();
    // The price after its 15% discount, the menu price struck through beside it.
    expect(within(egusi).getByText('N10,625')).toBeInTheDocument();
    expect(within(egusi).getByText('N12,500').closest('s')).not.toBeNull();
    expect(within(egusi).getByText(/15%/)).toBeInTheDocument();
    expect(within(egusi).getByText('In Stock')).toBeInTheDocument();
    expect(within(egusi).getByRole('link', { name: 'Edit Egusi' })).toHaveAttribute(
      'href',
      '/dashboard/menu/items/77777777-7777-4777-8777-777777777777/edit',
    );
    expect(screen.getByText('N0.50')).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();

    const strip = screen.getByRole('list', { name: 'Categories' });
    expect(within(strip).getByText('Soups')).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'Add Category +' })).toHaveAttribute(
      'href',
      '/dashboard/menu/categories/new',
    );
    expect(within(strip).getByRole('link', { name: 'Edit Soups' })).toBeInTheDocument();
  });

  it('shows the empty texts of the spec', async () => {
    stubLists([], []);
    await renderAt('/dashboard/menu');
    expect(await screen.findByText('No categories found. Create your first category!')).toBeInTheDocument();
    expect(screen.getByText('No products found. Create your first product!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Category +' })).toBeInTheDocument();
  });

  it('says "Failed to load data" when both lists fail, and offers a retry that loads them', async () => {
    stubLists(new Error('down'), new Error('down'));
    await renderAt('/dashboard/menu');
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    expect(screen.getByText('Failed to load products')).toBeInTheDocument();
    expect(toasts()).toEqual(['Failed to load data']);

    stubLists([category()], [product()]);
    fireEvent.click(within(screen.getAllByRole('alert')[1] as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('N12,500')).toBeInTheDocument();
  });

  it('names the list that failed when only one does', async () => {
    stubLists([category()], new Error('down'));
    await renderAt('/dashboard/menu');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toasts()).toEqual(['Failed to load products']);
  });
});

describe('modes', () => {
  it('opens the add forms from the list and comes back with "Back to Menu Management"', async () => {
    stubLists([category()], [product()]);
    const location = await renderAt('/dashboard/menu');
    fireEvent.click(await screen.findByRole('link', { name: 'Add Category +' }));
    expect(await screen.findByRole('heading', { name: 'Add Category' })).toBeInTheDocument();
    expect(location.pathname).toBe('/dashboard/menu/categories/new');
    expect(screen.getByText(IMAGE_HINT)).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG, WebP or GIF, up to 5 MB')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Menu Management' }));
    expect(await screen.findByRole('heading', { name: 'Menu Management' })).toBeInTheDocument();
    expect(location.pathname).toBe('/dashboard/menu');

    fireEvent.click(screen.getByRole('link', { name: 'Add New Item' }));
    expect(await screen.findByRole('heading', { name: 'Add New Item' })).toBeInTheDocument();
  });

  it('asks before leaving a form with unsaved changes, and leaves at once when nothing changed', async () => {
    stubLists([category()], [product()]);
    const location = await renderAt('/dashboard/menu');
    fireEvent.click(await screen.findByRole('link', { name: 'Add Category +' }));
    fireEvent.change(await screen.findByLabelText(/Category Name/), { target: { value: 'Soups' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Menu Management' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.pathname).toBe('/dashboard/menu/categories/new');
    expect(screen.getByLabelText(/Category Name/)).toHaveValue('Soups');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Menu Management' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Add New Item' }));
    expect(await screen.findByRole('heading', { name: 'Add New Item' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Menu Management' }));
    expect(await screen.findByRole('heading', { name: 'Menu Management' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unknown item says so instead of showing an empty form', async () => {
    stubLists([category()], [product()]);
    await renderAt('/dashboard/menu/items/00000000-0000-4000-8000-000000000000/edit');
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});

describe('the item form', () => {
  it('keeps only digits and one point in the price, only digits up to 100 in the discount', async () => {
    stubLists([category()], []);
    await renderAt('/dashboard/menu/items/new');
    const price = await screen.findByLabelText('Price');
    fireEvent.change(price, { target: { value: '1e3' } });
    expect(price).toHaveValue('13');
    fireEvent.change(price, { target: { value: '12.345' } });
    expect(price).toHaveValue('12.34');
    fireEvent.change(price, { target: { value: '-1' } });
    expect(price).toHaveValue('1');
    const discount = screen.getByLabelText('Discount');
    fireEvent.change(discount, { target: { value: '101' } });
    expect(discount).toHaveValue('100');
    fireEvent.change(discount, { target: { value: '-5' } });
    expect(discount).toHaveValue('5');
  });

  it('requires name, category and price, then sends the enum status and the exact price', async () => {
    stubLists([category()], []);
    const create = jest.spyOn(productApi, 'create').mockResolvedValue(product());
    const location = await renderAt('/dashboard/menu/items/new');
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(status.value).toBe('in_stock');
    expect([...status.options].map((option) => [option.value, option.text])).toEqual([
      ['in_stock', 'In Stock'],
      ['out_of_stock', 'Out of Stock'],
      ['coming_soon', 'Coming Soon'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Item name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Item Name'), { target: { value: ' Pepper Soup ' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '2500.5' } });
    fireEvent.change(status, { target: { value: 'coming_soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      name: 'Pepper Soup',
      category_id: 1,
      price: '2500.5',
      status: 'coming_soon',
      discount: 0,
      image: null,
    });
    await waitFor(() => expect(location.pathname).toBe('/dashboard/menu'));
  });
});

describe('the category form', () => {
  it('keeps the image on update unless it was changed (update_image 0)', async () => {
    stubLists([category({ image: '/api/files/public/a.webp' })], []);
    const update = jest.spyOn(categoryApi, 'update').mockResolvedValue(category());
    await renderAt('/dashboard/menu/categories/11111111-1111-4111-8111-111111111111/edit');
    const name = await screen.findByLabelText('Category Name');
    expect(name).toHaveValue('Soups');
    fireEvent.change(name, { target: { value: 'Soups & Stews' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toMatchObject({ name: 'Soups & Stews', update_image: 0, image: null });
  });

  it('explains instead of deleting a category that still has products', async () => {
    stubLists([category({ products_count: 2 })], []);
    const remove = jest.spyOn(categoryApi, 'remove');
    await renderAt('/dashboard/menu/categories/11111111-1111-4111-8111-111111111111/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Category' }));
    expect(
      await screen.findByText(
        'This category still has 2 products. Move or delete them first, then delete the category.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('after a save, fetches the categories again; a refresh that fails keeps the rows and names the list', async () => {
    const withCount = jest
      .spyOn(categoryApi, 'withCount')
      .mockResolvedValueOnce([category()])
      .mockRejectedValue(new Error('down'));
    const list = jest.spyOn(productApi, 'list').mockResolvedValue([product()]);
    jest.spyOn(categoryApi, 'update').mockResolvedValue(category({ name: 'Soups & Stews' }));
    await renderAt('/dashboard/menu/categories/11111111-1111-4111-8111-111111111111/edit');
    fireEvent.change(await screen.findByLabelText('Category Name'), { target: { value: 'Soups & Stews' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const strip = await screen.findByRole('list', { name: 'Categories' });
    await waitFor(() => expect(toasts()).toContain('Failed to load categories'));
    expect(within(strip).getByText('Soups')).toBeInTheDocument();
    // Asked again after the save (and once more as the list opens, since that answer failed).
    expect(withCount.mock.calls.length).toBeGreaterThanOrEqual(2);
    // Only the categories changed: the products are not asked for again.
    expect(list).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Failed to load data')).not.toBeInTheDocument();
  });
});

describe('the delete of an item', () => {
  it('fetches both lists again, since the categories count their items', async () => {
    const withCount = jest.spyOn(categoryApi, 'withCount').mockResolvedValue([category()]);
    const list = jest.spyOn(productApi, 'list').mockResolvedValueOnce([product()]).mockResolvedValue([]);
    const remove = jest.spyOn(productApi, 'remove').mockResolvedValue(null);
    const location = await renderAt('/dashboard/menu/items/77777777-7777-4777-8777-777777777777/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Item' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard/menu'));
    expect(remove).toHaveBeenCalledWith({ id: 7 });
    expect(await screen.findByText('No products found. Create your first product!')).toBeInTheDocument();
    expect(withCount).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
