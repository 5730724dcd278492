/**
 * Runs the tasks given for one key one after the other, tasks of different keys side by side. Control saves of
 * one purchase go through it: with MongoDB the update conditional on the version alone lets only the first of
 * two saves through, but FerretDB 1.x checks the filter outside the write, so two saves of one version arriving
 * together could both pass it (decision 0026). Within one replica this closes that gap.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
