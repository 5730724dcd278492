import { isWizardAnswer } from './kept-answers';

// Issue 17, item 10: "the wizard then has no store header, the shopper and test-type lists have no option
// ... and the article is disabled"; what it needs is kept on the phone, nothing else.

describe('the answers the wizard keeps on the phone', () => {
  it.each([
    [['stores', 'one', 's1'], true],
    [['shoppers', 'mine'], true],
    [['catalog', 'articles', 'de'], true],
    [['catalog', 'categories'], true],
    [['catalog', 'instructions', 'coop', 'de'], true],
    [['sprints', 'openByUser', 'u1'], true],
    [['purchases', 'shopperTests', 's1'], true],
    [['adminSettings'], true],
    [['stores', 'near', 'coop', 47, 8, 10], false],
    [['stores', 'errors', 's1'], false],
    [['shoppers', 'all', {}], false],
    [['purchases', 'one', 'p1'], false],
    [['purchases', 'list', 'completed'], false],
    [['mail', 'unread'], false],
  ])('%j: %s', (queryKey, kept) => {
    expect(isWizardAnswer(queryKey)).toBe(kept);
  });
});
