import { Injectable } from '@nestjs/common';
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings, type AdminSettingsUpdate } from '@agecheck/contracts';
import { AdminSettingsRepository } from './admin-settings.repository';

/** The global admin settings: what was saved, the defaults for the rest. */
@Injectable()
export class AdminSettingsService {
  constructor(private readonly repository: AdminSettingsRepository) {}

  async get(): Promise<AdminSettings> {
    return { ...DEFAULT_ADMIN_SETTINGS, ...(await this.repository.find()) };
  }

  async update(update: AdminSettingsUpdate): Promise<AdminSettings> {
    await this.repository.save(update);
    return this.get();
  }
}
