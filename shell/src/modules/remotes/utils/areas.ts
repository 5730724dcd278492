/** The remotes, by the key the shell configuration uses for their manifest URLs. */
export const AREA_IDS = ['mf-field', 'mf-promo', 'mf-portal', 'mf-admin'] as const;
export type AreaId = (typeof AREA_IDS)[number];

/** Module Federation names of the remotes (docs/engineering.md). */
export const FEDERATION_NAMES: Record<AreaId, string> = {
  'mf-field': 'mf_field',
  'mf-promo': 'mf_promo',
  'mf-portal': 'mf_portal',
  'mf-admin': 'mf_admin',
};

/**
 * Which remote owns which paths. The longest matching prefix wins, so `/downloads/add` (administration of
 * downloads, back-office spec) goes to mf-admin while `/downloads` belongs to mf-field.
 */
const AREA_PREFIXES: ReadonlyArray<readonly [string, AreaId]> = [
  ['/dashboard', 'mf-field'],
  ['/purchases', 'mf-field'],
  ['/search', 'mf-field'],
  ['/shopper', 'mf-field'],
  ['/time', 'mf-field'],
  ['/purchase-online', 'mf-field'],
  ['/mail', 'mf-field'],
  ['/downloads', 'mf-field'],
  ['/eforms', 'mf-field'],
  ['/promochecks', 'mf-promo'],
  ['/portal', 'mf-portal'],
  ['/admin', 'mf-admin'],
  ['/organization', 'mf-admin'],
  ['/downloads/add', 'mf-admin'],
];

/** The area a path belongs to, or undefined for a path of no remote. */
export function areaForPath(pathname: string): AreaId | undefined {
  let best: readonly [string, AreaId] | undefined;
  for (const entry of AREA_PREFIXES) {
    const [prefix] = entry;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best?.[1];
}
