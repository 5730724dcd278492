/**
 * The Web Locks API (`navigator.locks.request`) for unit tests under Node 20, which has none: exclusive locks
 * granted in request order, as the browser grants them across the tabs of a profile. Two senders given the
 * same instance behave like two tabs.
 */
export function memoryLocks(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, ...rest: unknown[]): Promise<unknown> => {
    const callback = rest[rest.length - 1] as (lock: Lock | null) => unknown;
    const before = tails.get(name) ?? Promise.resolve();
    const run = before.then(() => callback({ name, mode: 'exclusive' } as Lock));
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request: request as LockManager['request'] };
}
