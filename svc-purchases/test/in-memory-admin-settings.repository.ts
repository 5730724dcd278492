import type { AdminSettings, AdminSettingsUpdate, EventEnvelope } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type {
  AdminSettingsRepository,
  StoredAdminSettings,
} from '../src/admin-settings/admin-settings.repository';

/**
 * The global admin settings in memory, for unit tests of the services that read them: the same answers as
 * the MongoDB repository, which admin-settings.repository.int-spec.ts checks against this one, and every
 * event it would have published.
 */
export class InMemoryAdminSettingsRepository implements Implementation<AdminSettingsRepository> {
  saved: Partial<AdminSettings> = {};
  savedAt?: string;
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async find(): Promise<StoredAdminSettings> {
    return this.savedAt ? { saved: { ...this.saved }, savedAt: this.savedAt } : { saved: { ...this.saved } };
  }

  async save(update: AdminSettingsUpdate, event: EventEnvelope<unknown>): Promise<void> {
    this.saved = { ...this.saved, ...update };
    this.savedAt = event.occurredAt;
    this.events.push(event);
  }
}
