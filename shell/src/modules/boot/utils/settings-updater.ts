import { createContext } from 'react';
import type { UserSettingsUpdate } from '@agecheck/contracts';

/** Stores a change of the signed-in user's settings (`PUT /api/users/{id}/settings`) and applies it. */
export type SettingsUpdater = (patch: UserSettingsUpdate) => Promise<void>;

export const SettingsUpdaterContext = createContext<SettingsUpdater | null>(null);
