/** Where a grid keeps which columns its user hid: one entry per grid and user in the browser's storage. */
export const columnChoiceKey = (gridKey: string) => `agecheck.grid.${gridKey}.hidden`;

/**
 * The columns hidden in a grid: the user's last choice if one is kept (columns that no longer exist
 * dropped), else the columns hidden by default.
 */
export function readHiddenColumns(
  storage: Pick<Storage, 'getItem'>,
  gridKey: string,
  columns: readonly { id: string; hiddenByDefault?: boolean }[],
): string[] {
  const ids = new Set(columns.map(({ id }) => id));
  try {
    const kept: unknown = JSON.parse(storage.getItem(columnChoiceKey(gridKey)) ?? 'null');
    if (Array.isArray(kept)) return kept.filter((id): id is string => typeof id === 'string' && ids.has(id));
  } catch {
    // A broken entry counts as no choice.
  }
  return columns.filter(({ hiddenByDefault }) => hiddenByDefault).map(({ id }) => id);
}

export function writeHiddenColumns(
  storage: Pick<Storage, 'setItem'>,
  gridKey: string,
  hidden: readonly string[],
): void {
  try {
    storage.setItem(columnChoiceKey(gridKey), JSON.stringify(hidden));
  } catch {
    // Storage full or refused (private mode): the choice holds until the page is left.
  }
}
