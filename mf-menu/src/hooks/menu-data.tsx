// The merchant's categories and products, loaded once for every mode of the page and reloaded after a change.
// Load failures show the spec's toasts ("Failed to load data" when both lists fail, else the list's own text)
// and leave the list in a failed state with a retry; a reload that fails keeps the rows already shown.
import type { Category, Product } from '@oja/shared/api';
import { categoryApi, productApi } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export type ListState<TRow> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; rows: TRow[]; refreshing: boolean };

export const LOAD_MESSAGES = {
  both: 'Failed to load data',
  categories: 'Failed to load categories',
  products: 'Failed to load products',
} as const;

export interface MenuData {
  categories: ListState<Category>;
  products: ListState<Product>;
  reloadCategories: () => Promise<void>;
  reloadProducts: () => Promise<void>;
  /** Both lists, e.g. after a product moved between categories (the counts change). */
  reloadAll: () => Promise<void>;
}

const MenuDataContext = createContext<MenuData | null>(null);

type Loader<TRow> = (signal: AbortSignal) => Promise<TRow[]>;

const loadCategories: Loader<Category> = (signal) => categoryApi.withCount(undefined, { signal });
const loadProducts: Loader<Product> = (signal) => productApi.list(undefined, { signal });

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'CanceledError');
}

export function MenuDataProvider({ children }: { children: ReactNode }) {
  const [categories, setCategories] = useState<ListState<Category>>({ status: 'loading' });
  const [products, setProducts] = useState<ListState<Product>>({ status: 'loading' });
  const alive = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  /** Loads one list; returns whether it worked (the caller decides which toast to show). */
  const load = useCallback(
    async <TRow,>(loader: Loader<TRow>, set: (update: (current: ListState<TRow>) => ListState<TRow>) => void) => {
      const { signal } = alive.current;
      set((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
      try {
        const rows = await loader(signal);
        if (!signal.aborted) set(() => ({ status: 'ready', rows, refreshing: false }));
        return true;
      } catch (error) {
        if (isAbort(error, signal)) return true;
        // Rows already on screen stay there: a failed refresh says so in a toast, it does not blank the page.
        set((current) => (current.status === 'ready' ? { ...current, refreshing: false } : { status: 'failed' }));
        return false;
      }
    },
    [],
  );

  const reloadCategories = useCallback(async () => {
    if (!(await load(loadCategories, setCategories))) toast.error(LOAD_MESSAGES.categories);
  }, [load]);

  const reloadProducts = useCallback(async () => {
    if (!(await load(loadProducts, setProducts))) toast.error(LOAD_MESSAGES.products);
  }, [load]);

  const reloadAll = useCallback(async () => {
    const [categoriesLoaded, productsLoaded] = await Promise.all([
      load(loadCategories, setCategories),
      load(loadProducts, setProducts),
    ]);
    if (!categoriesLoaded && !productsLoaded) toast.error(LOAD_MESSAGES.both);
    else if (!categoriesLoaded) toast.error(LOAD_MESSAGES.categories);
    else if (!productsLoaded) toast.error(LOAD_MESSAGES.products);
  }, [load]);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  const value = useMemo(
    () => ({ categories, products, reloadCategories, reloadProducts, reloadAll }),
    [categories, products, reloadCategories, reloadProducts, reloadAll],
  );
  return <MenuDataContext.Provider value={value}>{children}</MenuDataContext.Provider>;
}

export function useMenuData(): MenuData {
  const data = useContext(MenuDataContext);
  if (data === null) throw new Error('useMenuData needs a MenuDataProvider above it');
  return data;
}
