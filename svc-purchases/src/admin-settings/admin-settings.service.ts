import { Injectable } from '@nestjs/common';
import {
  DEFAULT_ADMIN_SETTINGS,
  type AdminSettings,
  type AdminSettingsUpdate,
  type ReplyOf,
} from '@agecheck/contracts';
import { EventFactory, type AuthUser } from '@agecheck/nest-common';
import { AdminSettingsRepository } from './admin-settings.repository';

/**
 * The global admin settings: what was saved, the defaults for the rest. Each save that changes something
 * publishes them all (`purchases.adminSettings.saved`, before and after): svc-timetrack follows the lock age
 * of time records (decision A-C5), the protocol shows who changed what.
 */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly repository: AdminSettingsRepository,
    private readonly events: EventFactory,
  ) {}

  async get(): Promise<AdminSettings> {
    return (await this.current()).settings;
  }

  /** The settings with the time of their last save (`null` before any was recorded), for svc-timetrack. */
  async current(): Promise<ReplyOf<'adminSettings.get'>> {
    const { saved, savedAt } = await this.repository.find();
    return { settings: { ...DEFAULT_ADMIN_SETTINGS, ...saved }, savedAt: savedAt ?? null };
  }

  async update(user: AuthUser, update: AdminSettingsUpdate): Promise<AdminSettings> {
    const before = await this.get();
    const settings = { ...before, ...update };
    if (JSON.stringify(settings) === JSON.stringify(before)) return before;
    const event = this.events.create(
      'purchases.adminSettings.saved',
      { settings, before },
      { id: user.id, name: user.name },
    );
    await this.repository.save(update, event);
    return this.get();
  }
}
