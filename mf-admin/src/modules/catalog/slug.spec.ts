import { slugSchema } from '@agecheck/contracts';
import { slugFromName } from './slug';

describe('the slug offered for a new article or category', () => {
  it.each([
    ['Bier', 'bier'],
    ['Bier (Flasche, 0.5 l)', 'bier-flasche-0-5-l'],
    ['Süssgetränk mit Alkohol', 'suessgetraenk-mit-alkohol'],
    ['Crème de Cassis', 'creme-de-cassis'],
    ['  --Gin--  ', 'gin'],
    ['Weißwein', 'weisswein'],
    ['', ''],
  ])('%j gives %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('gives a slug the server accepts for any name with a letter or digit', () => {
    for (const name of ['Äpfel & Birnen', 'x'.repeat(80), `${'a'.repeat(59)} b`, 'Gin 43 %'])
      expect(slugSchema.safeParse(slugFromName(name)).success).toBe(true);
  });
});
