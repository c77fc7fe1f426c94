// The page's modes are nested routes under the shell's /dashboard/menu/*, so each mode has its own address and
// the browser's back and forward buttons move between them.
export const MENU_BASE = '/dashboard/menu';

export const menuPaths = {
  list: MENU_BASE,
  newCategory: `${MENU_BASE}/categories/new`,
  editCategory: (uuid: string) => `${MENU_BASE}/categories/${uuid}/edit`,
  newItem: `${MENU_BASE}/items/new`,
  editItem: (uuid: string) => `${MENU_BASE}/items/${uuid}/edit`,
};

/** Router state a form is opened with from the list, so leaving it can step back instead of stacking history. */
export interface FromList {
  fromList: true;
}
export const FROM_LIST: FromList = { fromList: true };
