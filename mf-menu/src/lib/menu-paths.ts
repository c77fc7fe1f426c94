// The page's modes are nested routes below the path the shell mounts the page at, so each mode has its own address
// and the browser's back and forward buttons move between them.
import { joinPath } from '@oja/shared/platform';

export function menuPathsUnder(base: string) {
  return {
    list: base,
    newCategory: joinPath(base, 'categories/new'),
    editCategory: (uuid: string) => joinPath(base, `categories/${uuid}/edit`),
    newItem: joinPath(base, 'items/new'),
    editItem: (uuid: string) => joinPath(base, `items/${uuid}/edit`),
  };
}

/** Router state a form is opened with from the list, so leaving it can step back instead of stacking history. */
export interface FromList {
  fromList: true;
}
export const FROM_LIST: FromList = { fromList: true };
