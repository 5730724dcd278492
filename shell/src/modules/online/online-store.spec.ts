import { createOnlineStore } from './online-store';

describe('online store', () => {
  it('tells its listeners about changes only', () => {
    const store = createOnlineStore(true);
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    store.set(true);
    store.set(false);
    store.set(false);
    store.set(true);
    unsubscribe();
    store.set(false);
    expect(seen).toEqual([false, true]);
    expect(store.getSnapshot()).toBe(false);
  });
});
