import { ALL_VLS, type SalesRegion } from '@agecheck/contracts';

export type VlOptionLabels = { all: string; active: string; archived: string };
type Option = { value: string; label: string };
export type VlOptionGroup = { group: string; items: Option[] };

/**
 * The choices of the VL filter (promo-checks spec, section 2.3): all VLs first, then the active and the
 * archived VLs as separate groups, each sorted by name. `own` (the user's VL) is kept when the list lacks it.
 */
export function vlOptions(
  regions: readonly SalesRegion[],
  labels: VlOptionLabels,
  own?: string,
): (Option | VlOptionGroup)[] {
  const byName = (a: SalesRegion, b: SalesRegion) => a.name.localeCompare(b.name, 'de');
  const toOption = (region: SalesRegion): Option => ({ value: region._id, label: region.name });
  const active = regions
    .filter((region) => !region.archive)
    .sort(byName)
    .map(toOption);
  const archived = regions
    .filter((region) => region.archive)
    .sort(byName)
    .map(toOption);
  if (own && own !== ALL_VLS && !regions.some((region) => region._id === own))
    active.unshift({ value: own, label: own });
  const groups: VlOptionGroup[] = [
    { group: labels.active, items: active },
    { group: labels.archived, items: archived },
  ].filter((group) => group.items.length > 0);
  return [{ value: ALL_VLS, label: labels.all }, ...groups];
}
