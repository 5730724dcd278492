import { EVENT_STREAMS } from '@agecheck/contracts';
import { RetentionPolicy, StorageType, type JetStreamManager } from 'nats';

const DAY_NS = 24 * 60 * 60 * 1_000_000_000;

/** Creates the platform's event streams that do not exist yet (safe when several apps race to do it). */
export async function ensureStreams(jsm: JetStreamManager): Promise<void> {
  for (const [name, subject] of Object.entries(EVENT_STREAMS)) {
    try {
      await jsm.streams.info(name);
      continue;
    } catch {
      // not there yet
    }
    try {
      await jsm.streams.add({
        name,
        subjects: [subject],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        max_age: 90 * DAY_NS,
        duplicate_window: 2 * 60 * 1_000_000_000,
      });
    } catch (error) {
      await jsm.streams.info(name).catch(() => Promise.reject(error));
    }
  }
}
