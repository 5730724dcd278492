import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { mergeEformUrls, type EformUrls } from '@agecheck/contracts';
import { Clock, EventBus, FollowedSnapshot, RequestClient, type DomainEvent } from '@agecheck/nest-common';
import { EformSettings } from './eform-settings';

/** The addresses the admin settings hold and the time of the save they come from (`''`: none known). */
type HeldAddresses = { saved: EformUrls | undefined; savedAt: string };

/** How long the gateway waits before it asks svc-purchases again when the settings did not answer. */
export const EFORM_SETTINGS_RETRY_MS = 10_000;

/**
 * The e-forms' addresses in force (decision 0047): the Helm values' (EFORMS_URLS), replaced per form and
 * language by those of the global admin settings, which svc-purchases keeps. Each gateway replica asks for
 * them at start (`adminSettings.get`) and follows each later save (`purchases.adminSettings.saved`), as
 * svc-timetrack follows the lock age (decision A-C5), taking a value only when newer than the one it holds.
 * `version` counts the changes, so the edge rebuilds its content security policy when it moves.
 */
@Injectable()
export class EformUrlsSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EformUrlsSource.name);
  private readonly snapshot: FollowedSnapshot<HeldAddresses>;
  private held: HeldAddresses = { saved: undefined, savedAt: '' };
  private retry?: NodeJS.Timeout;
  private stopped = false;
  version = 0;

  constructor(
    private readonly settings: EformSettings,
    private readonly requests: RequestClient,
    bus: EventBus,
    clock: Clock,
  ) {
    this.snapshot = new FollowedSnapshot(
      {
        stream: 'PURCHASES',
        load: () => this.load(),
        apply: async (held, event) => this.apply(held, event),
        describe: (held, ms) =>
          `e-form addresses ${held.saved ? 'of the admin settings' : 'of the configuration'} (${ms} ms)`,
      },
      bus,
      clock,
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    this.snapshot.start();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** The addresses in force now; the configured ones until the admin settings are known. */
  urls(): EformUrls {
    return mergeEformUrls(this.settings.urls, this.held.saved);
  }

  private async load(): Promise<HeldAddresses> {
    await this.ask();
    return this.held;
  }

  private take(saved: EformUrls | undefined, savedAt: string): void {
    if (savedAt < this.held.savedAt) return;
    if (JSON.stringify(saved) !== JSON.stringify(this.held.saved)) this.version += 1;
    this.held.saved = saved;
    this.held.savedAt = savedAt;
  }

  /** Asks svc-purchases; when it does not answer, keeps the configured addresses and asks again later. */
  private async ask(): Promise<void> {
    try {
      const { settings, savedAt } = await this.requests.request('adminSettings.get', {});
      this.take(settings.eformUrls, savedAt ?? '');
    } catch (error) {
      this.logger.warn(
        `the admin settings did not answer (${String(error)}): the configured e-form addresses until they do`,
      );
      if (this.stopped) return;
      this.retry = setTimeout(() => void this.ask(), EFORM_SETTINGS_RETRY_MS);
      this.retry.unref();
    }
  }

  private apply(_held: HeldAddresses, event: DomainEvent): void {
    if (event.subject !== 'purchases.adminSettings.saved') return;
    this.take(event.data.settings.eformUrls, event.occurredAt);
  }
}
