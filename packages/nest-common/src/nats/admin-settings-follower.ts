import type { Logger } from '@nestjs/common';
import type { AdminSettings } from '@agecheck/contracts';
import type { Clock } from '../ports/clock';
import type { DomainEvent, EventBus } from './event-bus';
import { FollowedSnapshot } from './followed-snapshot';
import type { RequestClient } from './request-client';

/** How long a follower waits before it asks svc-purchases again when the settings did not answer. */
export const ADMIN_SETTINGS_RETRY_MS = 10_000;

/** What a replica takes of the global admin settings, and what applies before it knows them. */
export type AdminSettingsPart<Value> = {
  pick: (settings: AdminSettings) => Value;
  initial: Value;
  /** How the log names the value once it is known. */
  describe: (value: Value) => string;
};

/**
 * A part of the global admin settings that svc-purchases keeps (decision 0029), held in memory by each
 * replica of another app: at start it asks svc-purchases for the settings and the time of their last save
 * (`adminSettings.get`), and follows the purchases stream for each later save (`purchases.adminSettings.saved`,
 * with an ordered consumer of its own from a minute before the question), taking a value only when it is at
 * least as new as the one it holds (an older answer or event never goes back). A replica started later asks
 * too, so it knows the value however long ago it was saved (the stream keeps 90 days). Until svc-purchases
 * answers (or an event comes), `initial` applies, and the replica asks again every 10 s. `version` counts the
 * changes of the value. svc-timetrack follows the lock age of time records (decision A-C5), the gateway the
 * e-forms' addresses (decision 0047).
 */
export class AdminSettingsFollower<Value> {
  private readonly snapshot: FollowedSnapshot<{ value: Value; savedAt: string }>;
  private readonly held: { value: Value; savedAt: string };
  private retry?: NodeJS.Timeout;
  private stopped = false;
  version = 0;

  constructor(
    private readonly part: AdminSettingsPart<Value>,
    private readonly requests: RequestClient,
    bus: EventBus,
    clock: Clock,
    private readonly logger: Logger,
  ) {
    this.held = { value: part.initial, savedAt: '' };
    this.snapshot = new FollowedSnapshot(
      {
        stream: 'PURCHASES',
        load: async () => {
          await this.ask();
          return this.held;
        },
        apply: async (_held, event) => this.apply(event),
        describe: (held, ms) => `${part.describe(held.value)} (${ms} ms)`,
      },
      bus,
      clock,
      logger,
    );
  }

  /** Starts following and asking, so the first use does not wait for it. */
  start(): void {
    this.snapshot.start();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** The value once svc-purchases answered or failed to; `initial` when the stream could not be followed. */
  async current(): Promise<Value> {
    try {
      return (await this.snapshot.index()).value;
    } catch {
      return this.part.initial;
    }
  }

  /** The value held right now, without waiting for the first answer. */
  now(): Value {
    return this.held.value;
  }

  private take(settings: AdminSettings, savedAt: string): void {
    if (savedAt < this.held.savedAt) return;
    const value = this.part.pick(settings);
    if (JSON.stringify(value) !== JSON.stringify(this.held.value)) this.version += 1;
    this.held.value = value;
    this.held.savedAt = savedAt;
  }

  /** Asks svc-purchases for the settings; when it does not answer, keeps what is held and asks again later. */
  private async ask(): Promise<void> {
    try {
      const { settings, savedAt } = await this.requests.request('adminSettings.get', {});
      this.take(settings, savedAt ?? '');
    } catch (error) {
      this.logger.warn(
        `the admin settings did not answer (${String(error)}): ${this.part.describe(this.held.value)} until they do`,
      );
      if (this.stopped) return;
      this.retry = setTimeout(() => void this.ask(), ADMIN_SETTINGS_RETRY_MS);
      this.retry.unref();
    }
  }

  private apply(event: DomainEvent): void {
    if (event.subject !== 'purchases.adminSettings.saved') return;
    this.take(event.data.settings, event.occurredAt);
  }
}
