// The requests ticked for bulk approval.
import { useCallback, useState } from 'react';

export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = useCallback(
    (id: number, checked: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const selectOnly = useCallback((ids: readonly number[]) => setSelected(new Set(ids)), []);
  const unselect = useCallback(
    (ids: readonly number[] | 'all') =>
      setSelected((current) => (ids === 'all' ? new Set() : new Set([...current].filter((id) => !ids.includes(id))))),
    [],
  );
  return { selected, select, selectOnly, unselect };
}
