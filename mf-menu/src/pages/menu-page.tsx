// Product Mgt (/dashboard/menu): one page with modes, each a nested route so back and forward move between them:
// the list, add and edit category, add and edit item. The page holds both lists for every mode (loaded once,
// fetched again after a change) and says which failed to load.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AddCategoryPage, EditCategoryPage } from '../components/category-form';
import { MenuList } from '../components/menu-list';
import { AddItemPage, EditItemPage } from '../components/product-form';
import { useCategories, useLoadFailureToasts, useProducts } from '../data/menu';
import { useMenuPaths } from '../hooks/use-menu-paths';

export default function MenuPage() {
  const menuPaths = useMenuPaths();
  const theme = useOjaTheme();
  useLoadFailureToasts(useCategories(), useProducts());
  return (
    <div
      css={css({
        padding: theme.space[4],
        minWidth: 0,
        [theme.media.md]: { padding: theme.space[6] },
        [theme.media.lg]: { padding: theme.space[8] },
      })}
    >
      <Routes>
        <Route index element={<MenuList />} />
        <Route path="categories/new" element={<AddCategoryPage />} />
        <Route path="categories/:uuid/edit" element={<EditCategoryPage />} />
        <Route path="items/new" element={<AddItemPage />} />
        <Route path="items/:uuid/edit" element={<EditItemPage />} />
        <Route path="*" element={<Navigate to={menuPaths.list} replace />} />
      </Routes>
    </div>
  );
}
