import { introSlidesFor } from './intro-slides';
import { introDe } from './i18n/intro.de';
import { introFr } from './i18n/intro.fr';
import { introIt } from './i18n/intro.it';

describe('the slides of the first-login intro (decision D-C16, 0049: 4 to 6 slides)', () => {
  it.each([
    [['testkaeufer'], ['welcome', 'newPurchase', 'offline', 'time', 'mail', 'settings']],
    [['detektiv'], ['welcome', 'offline', 'time', 'mail', 'settings']],
    [
      ['testkaeufer', 'detektiv'],
      ['welcome', 'newPurchase', 'offline', 'time', 'mail', 'settings'],
    ],
  ])('%j sees %j', (roles, slides) => {
    expect(introSlidesFor(roles)).toEqual(slides);
  });

  it.each([
    ['de', introDe],
    ['fr', introFr],
    ['it', introIt],
  ])('every slide has a title and a text in %s', (_lang, texts) => {
    for (const slide of introSlidesFor(['testkaeufer', 'detektiv'])) {
      expect(texts.slide[slide].title).toMatch(/\S/);
      expect(texts.slide[slide].text).toMatch(/\S/);
    }
    expect(texts.step).toContain('{{current}}');
    expect(texts.step).toContain('{{total}}');
  });
});
