import { collectionOwnerProblems } from '@agecheck/nest-common/testing';

describe('the collections of svc-files (STYLE.md: a collection has one owner)', () => {
  it('opens each collection in the module that owns it only; other modules ask its repository', () => {
    expect(collectionOwnerProblems(__dirname)).toEqual([]);
  });
});
