/**
 * Runs the tasks given for one key one after the other, tasks of different keys side by side. Control's
 * update of a purchase conditional on its version goes through it: MongoDB lets only the first of two such
 * updates of one version through, but FerretDB 1.x checks the filter outside the write, so two arriving
 * together could both pass it (decision 0026). Within one replica this closes that gap where it opens: the
 * second update runs after the first, no longer matches the version, and its save gets 409.
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
