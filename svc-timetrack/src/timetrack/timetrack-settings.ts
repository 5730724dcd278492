import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DEFAULT_TIMETRACK_SETTINGS, type TimetrackSettings } from '@agecheck/contracts';
import { Clock, EventBus, FollowedSnapshot, RequestClient, type DomainEvent } from '@agecheck/nest-common';

/**
 * What a replica holds: the lock setting and the time of the save it comes from (`''` for the default before
 * anything was known, or for settings saved before their saves were recorded).
 */
type HeldSettings = { settings: TimetrackSettings; savedAt: string };

/** How long a replica waits before it asks svc-purchases again when the settings did not answer. */
export const SETTINGS_RETRY_MS = 10_000;

/** Takes a value when it is at least as new as the held one: an older answer or event never goes back. */
function take(held: HeldSettings, timetrackEditDays: number, savedAt: string): void {
  if (savedAt < held.savedAt) return;
  held.settings = { timetrackEditDays };
  held.savedAt = savedAt;
}

/**
 * The lock setting of time records (decision A-C5: `timetrackEditDays`, the owner may change a record until
 * that day of the next month), one of the global admin settings that svc-purchases keeps. Each replica holds
 * it in memory: at start it asks svc-purchases for the settings and the time of their last save
 * (`adminSettings.get`), and follows the purchases stream for each later save (`purchases.adminSettings.saved`,
 * with an ordered consumer of its own from a minute before the question), taking a value only when newer than
 * the one it holds. A replica started later asks too, so it knows the value however long ago it was saved
 * (the stream keeps 90 days). Until svc-purchases answers (or an event comes), the decision's default
 * applies, and the replica asks again every 10 s.
 */
@Injectable()
export class TimetrackSettingsSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TimetrackSettingsSource.name);
  private readonly snapshot: FollowedSnapshot<HeldSettings>;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
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
          `time records lock after day ${held.settings.timetrackEditDays} of the next month (${ms} ms)`,
      },
      bus,
      clock,
      this.logger,
    );
  }

  /** Starts following and asking at start, so the first save does not wait for it. */
  onApplicationBootstrap(): void {
    this.snapshot.start();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** The lock setting as this replica knows it; the default when it knows none yet. */
  async current(): Promise<TimetrackSettings> {
    try {
      return { ...(await this.snapshot.index()).settings };
    } catch {
      return DEFAULT_TIMETRACK_SETTINGS;
    }
  }

  private async load(): Promise<HeldSettings> {
    const held: HeldSettings = { settings: DEFAULT_TIMETRACK_SETTINGS, savedAt: '' };
    await this.ask(held);
    return held;
  }

  /** Asks svc-purchases for the settings; when it does not answer, keeps what is held and asks again later. */
  private async ask(held: HeldSettings): Promise<void> {
    try {
      const { settings, savedAt } = await this.requests.request('adminSettings.get', {});
      take(held, settings.timetrackEditDays, savedAt ?? '');
    } catch (error) {
      this.logger.warn(
        `the admin settings did not answer (${String(error)}): day ${held.settings.timetrackEditDays} until they do`,
      );
      if (this.stopped) return;
      this.retry = setTimeout(() => void this.ask(held), SETTINGS_RETRY_MS);
      this.retry.unref();
    }
  }

  private apply(held: HeldSettings, event: DomainEvent): void {
    if (event.subject !== 'purchases.adminSettings.saved') return;
    take(held, event.data.settings.timetrackEditDays, event.occurredAt);
  }
}
