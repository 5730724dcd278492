/** The two tabs of the promo-check list (promo-checks spec, section 2.1: param tab, default notFinished). */
export type PromoListTab = 'notFinished' | 'finished';

/** The tab the `tab` parameter selects: `finished` the second, anything else the first. */
export function listTabOf(param: string | null): PromoListTab {
  return param === 'finished' ? 'finished' : 'notFinished';
}
