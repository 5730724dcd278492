import type { AdminSettings, AdminSettingsUpdate } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type { AdminSettingsRepository } from '../src/admin-settings/admin-settings.repository';

/**
 * The global admin settings in memory, for unit tests of the services that read them: the same answers as
 * the MongoDB repository, which admin-settings.repository.int-spec.ts checks against this one.
 */
export class InMemoryAdminSettingsRepository implements Implementation<AdminSettingsRepository> {
  saved: Partial<AdminSettings> = {};

  async find(): Promise<Partial<AdminSettings>> {
    return { ...this.saved };
  }

  async save(update: AdminSettingsUpdate): Promise<void> {
    this.saved = { ...this.saved, ...update };
  }
}
