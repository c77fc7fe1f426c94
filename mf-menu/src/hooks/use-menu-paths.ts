import { useMountPath } from '@oja/shared/platform';
import { useMemo } from 'react';
import { menuPathsUnder } from '../lib/menu-paths';

/** The addresses of the page's modes, under the page's mount path. */
export function useMenuPaths() {
  const base = useMountPath();
  return useMemo(() => menuPathsUnder(base), [base]);
}
