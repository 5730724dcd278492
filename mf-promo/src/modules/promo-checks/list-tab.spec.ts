import { listTabOf } from './list-tab';

describe('promo-check list tab (promo-checks spec, section 2.1: "param tab; default notFinished, finished selects the second tab")', () => {
  it.each([
    [null, 'notFinished'],
    ['', 'notFinished'],
    ['notFinished', 'notFinished'],
    ['finished', 'finished'],
    ['other', 'notFinished'],
  ])('tab=%p opens %s', (param, tab) => {
    expect(listTabOf(param)).toBe(tab);
  });
});
