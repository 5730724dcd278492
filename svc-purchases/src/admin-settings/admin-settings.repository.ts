import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AdminSettings, AdminSettingsUpdate, EventEnvelope } from '@agecheck/contracts';
import { InjectDb, OutboxRelay, outboxOnUpdate, type OutboxFields } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';

export const SETTINGS_COLLECTION = 'settings';

/** The one document of the global admin settings. */
const GLOBAL_ID = 'global';

type SettingsDocument = Partial<AdminSettings> & { _id: string; savedAt?: string } & OutboxFields;

/** What is stored: the settings saved so far, and when the last save was (absent before any was recorded). */
export type StoredAdminSettings = { saved: Partial<AdminSettings>; savedAt?: string };

/**
 * The global admin settings in MongoDB: one document; a setting never saved is absent from it. A save stores
 * its event (`purchases.adminSettings.saved`) in the same write (decision 0004).
 */
@Injectable()
export class AdminSettingsRepository implements OnModuleInit {
  private readonly settings: Collection<SettingsDocument>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.settings = db.collection<SettingsDocument>(SETTINGS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(SETTINGS_COLLECTION);
  }

  /** The settings saved so far (none on a new platform) and the time of the last save. */
  async find(): Promise<StoredAdminSettings> {
    const document = await this.settings.findOne({ _id: GLOBAL_ID });
    if (!document) return { saved: {} };
    const {
      _id,
      outbox: _outbox,
      outboxPending: _pending,
      deletedAt: _deletedAt,
      savedAt,
      ...saved
    } = document;
    return savedAt ? { saved, savedAt } : { saved };
  }

  /** Saves the settings a change names, with its event; the time of the save is the event's. */
  async save(update: AdminSettingsUpdate, event: EventEnvelope<unknown>): Promise<void> {
    await this.settings.updateOne(
      { _id: GLOBAL_ID },
      outboxOnUpdate(event, { ...update, savedAt: event.occurredAt }),
      { upsert: true },
    );
    await this.outbox.flush(SETTINGS_COLLECTION, GLOBAL_ID);
  }
}
