import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { mergeEformUrls, type EformUrls } from '@agecheck/contracts';
import { AdminSettingsFollower, Clock, EventBus, RequestClient } from '@agecheck/nest-common';
import { EformSettings } from './eform-settings';

/**
 * The e-forms' addresses in force (decision 0047): the Helm values' (EFORMS_URLS), replaced per form and
 * language by those of the global admin settings, which svc-purchases keeps and each gateway replica follows
 * (`AdminSettingsFollower`: asked at start, then `purchases.adminSettings.saved`, as svc-timetrack follows the
 * lock age). `version` counts the changes, so the edge rebuilds its content security policy when it moves.
 */
@Injectable()
export class EformUrlsSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly follower: AdminSettingsFollower<EformUrls | undefined>;

  constructor(
    private readonly settings: EformSettings,
    requests: RequestClient,
    bus: EventBus,
    clock: Clock,
  ) {
    this.follower = new AdminSettingsFollower<EformUrls | undefined>(
      {
        pick: (saved) => saved.eformUrls,
        initial: undefined,
        describe: (saved) =>
          `e-form addresses of the configuration${saved && Object.keys(saved).length ? ' and the admin settings' : ''}`,
      },
      requests,
      bus,
      clock,
      new Logger(EformUrlsSource.name),
    );
  }

  get version(): number {
    return this.follower.version;
  }

  onApplicationBootstrap(): void {
    this.follower.start();
  }

  onApplicationShutdown(): void {
    this.follower.stop();
  }

  /** The addresses in force now; the configured ones until the admin settings are known. */
  urls(): EformUrls {
    return mergeEformUrls(this.settings.urls, this.follower.now());
  }
}
