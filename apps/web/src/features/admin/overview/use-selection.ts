/** The dashboard's checked rows: per-row toggles and select-all over the rows on screen. */
import { useState } from 'react';
import type { Selection } from './overview-tables.tsx';

export function useRowSelection(rows: readonly { id: number }[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const allOf = (set: ReadonlySet<number>) => rows.length > 0 && rows.every((r) => set.has(r.id));
  const selection: Selection = {
    isSelected: (id) => selected.has(id),
    toggle: (id) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    allSelected: allOf(selected),
    toggleAll: () => setSelected((prev) => (allOf(prev) ? new Set() : new Set(rows.map((r) => r.id)))),
  };
  return { ids: [...selected], selection, clear: () => setSelected(new Set()) };
}
