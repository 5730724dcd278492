import { useShellServices } from '../../boot/shell-services';
import { OfflinePage } from './OfflinePage';

/** The /offline route: its retry asks the server through the connectivity check. */
export function OfflineRoute() {
  const { checkConnection } = useShellServices();
  return <OfflinePage onRetry={checkConnection} />;
}
