import { useEffect } from 'react';
import { useShellServices } from '../boot/shell-services';
import { useOnline } from './use-online';

/** How often the server is asked again while it cannot be reached. */
const RECHECK_MS = 20_000;

/**
 * Follows the browser's online and offline events; while offline, asks the server now and then whether it
 * is back (a failed request may have put the app offline while the device still has a network).
 */
export function useConnectivityWatch(): void {
  const { onlineStore, checkConnection } = useShellServices();
  const online = useOnline();

  useEffect(() => {
    const goOffline = () => onlineStore.set(false);
    const recheck = () => void checkConnection();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', recheck);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', recheck);
    };
  }, [onlineStore, checkConnection]);

  useEffect(() => {
    if (online) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void checkConnection();
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [online, checkConnection]);
}
