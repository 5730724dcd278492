import { useSyncExternalStore } from 'react';
import { useShellServices } from '../boot/shell-services';

/** True while the server can be reached. */
export function useOnline(): boolean {
  const { onlineStore } = useShellServices();
  return useSyncExternalStore(onlineStore.subscribe, onlineStore.getSnapshot);
}
