import { createContext } from 'react';
import type { ApiClient } from '@agecheck/ui';
import type { Session } from '../../auth/utils/session';
import type { OnlineStore } from '../../online/utils/online-store';

/** What the shell's own components need beyond the shell context the remotes see. */
export type ShellServices = {
  session: Session;
  api: ApiClient;
  onlineStore: OnlineStore;
  /** Asks the server whether it can be reached (`GET /api/settings/check`); resolves with the answer. */
  checkConnection: () => Promise<boolean>;
};

export const ShellServicesContext = createContext<ShellServices | null>(null);
