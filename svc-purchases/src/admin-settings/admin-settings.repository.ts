import { Injectable } from '@nestjs/common';
import type { AdminSettings, AdminSettingsUpdate } from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';

export const SETTINGS_COLLECTION = 'settings';

/** The one document of the global admin settings. */
const GLOBAL_ID = 'global';

type SettingsDocument = Partial<AdminSettings> & { _id: string };

/** The global admin settings in MongoDB: one document; a setting never saved is absent from it. */
@Injectable()
export class AdminSettingsRepository {
  private readonly settings: Collection<SettingsDocument>;

  constructor(@InjectDb() db: Db) {
    this.settings = db.collection<SettingsDocument>(SETTINGS_COLLECTION);
  }

  /** The settings saved so far (none on a new platform). */
  async find(): Promise<Partial<AdminSettings>> {
    const document = await this.settings.findOne({ _id: GLOBAL_ID });
    if (!document) return {};
    const { _id, ...saved } = document;
    return saved;
  }

  async save(update: AdminSettingsUpdate): Promise<void> {
    await this.settings.updateOne({ _id: GLOBAL_ID }, { $set: update }, { upsert: true });
  }
}
