import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DEFAULT_TIMETRACK_SETTINGS, type TimetrackSettings } from '@agecheck/contracts';
import {
  ADMIN_SETTINGS_RETRY_MS,
  AdminSettingsFollower,
  Clock,
  EventBus,
  RequestClient,
} from '@agecheck/nest-common';

/** How long a replica waits before it asks svc-purchases again when the settings did not answer. */
export const SETTINGS_RETRY_MS = ADMIN_SETTINGS_RETRY_MS;

/**
 * The lock setting of time records (decision A-C5: `timetrackEditDays`, the owner may change a record until
 * that day of the next month), one of the global admin settings that svc-purchases keeps. Each replica holds
 * it in memory and follows its saves (`AdminSettingsFollower`: asked at start, then
 * `purchases.adminSettings.saved`, never going back to an older value); until svc-purchases answers (or an
 * event comes), the decision's default applies, and the replica asks again every 10 s.
 */
@Injectable()
export class TimetrackSettingsSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly follower: AdminSettingsFollower<TimetrackSettings>;

  constructor(requests: RequestClient, bus: EventBus, clock: Clock) {
    this.follower = new AdminSettingsFollower(
      {
        pick: (settings) => ({ timetrackEditDays: settings.timetrackEditDays }),
        initial: DEFAULT_TIMETRACK_SETTINGS,
        describe: (value) => `time records lock after day ${value.timetrackEditDays} of the next month`,
      },
      requests,
      bus,
      clock,
      new Logger(TimetrackSettingsSource.name),
    );
  }

  /** Starts following and asking at start, so the first save does not wait for it. */
  onApplicationBootstrap(): void {
    this.follower.start();
  }

  onApplicationShutdown(): void {
    this.follower.stop();
  }

  /** The lock setting as this replica knows it; the default when it knows none yet. */
  async current(): Promise<TimetrackSettings> {
    return { ...(await this.follower.current()) };
  }
}
