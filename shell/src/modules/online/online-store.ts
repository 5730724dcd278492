/** Whether the server can be reached, fed by the browser's online/offline events and by every API call. */
export type OnlineStore = {
  getSnapshot: () => boolean;
  subscribe: (listener: () => void) => () => void;
  set: (online: boolean) => void;
};

export function createOnlineStore(initial: boolean): OnlineStore {
  let online = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (next === online) return;
      online = next;
      for (const listener of listeners) listener();
    },
  };
}
