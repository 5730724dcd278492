import { createContext, useContext } from 'react';
import type { CurrentUser } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';
import type { Session } from '../auth/session';
import type { OnlineStore } from '../online/online-store';

/** What the shell's own components need beyond the shell context the remotes see. */
export type ShellServices = {
  session: Session;
  api: ApiClient;
  onlineStore: OnlineStore;
  /** Asks the server whether it can be reached (`GET /api/settings/check`); resolves with the answer. */
  checkConnection: () => Promise<boolean>;
  /** The signed-in user: `GET /api/users/me`, or the stored profile when the app started offline. */
  loadUser: () => Promise<CurrentUser>;
};

export const ShellServicesContext = createContext<ShellServices | null>(null);

/** The shell's services; throws outside the shell. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside the shell');
  return services;
}
