import { CATALOG_LIMITS } from '@agecheck/contracts';

/** The German letters a slug spells out (ä as ae), as Swiss addresses and names are written without them. */
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The slug a new entry is offered from its German name: lower case, umlauts spelled out, other accents
 * dropped, every run of other characters one hyphen (`Bier (Flasche)` → `bier-flasche`). The admin may
 * change it before the first save; afterwards it is fixed (back-office spec, section 3).
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOG_LIMITS.slug)
    .replace(/-+$/, '');
}
