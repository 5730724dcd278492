import { useEffect, useState, useSyncExternalStore } from 'react';
import { getOutbox, getSender } from './page-sender';
import type { SendError } from './outbox-db';
import type { SenderState } from './sender';

/** What the user sees of the outbox (OFFLINE.md, point 10). */
export type OutboxCounts = {
  /** Reports of the user waiting to be sent (queued or on the way). */
  waiting: number;
  /** Reports the server refused (a 4xx): the user must look at them. */
  needsAttention: number;
  /** Time of the last report the server accepted, or undefined. */
  lastSentAt?: number;
  /** Why reports wait, when a try failed: the failure and when the sender tries again by itself. */
  reason?: { error: SendError; retryAt?: number };
  /** False until the counts are read from IndexedDB (nothing is known yet: not "all sent"). */
  loaded: boolean;
};

export type OutboxStatus = OutboxCounts & SenderState;

const IDLE: SenderState = { phase: 'idle' };
const noSender = () => () => undefined;

/**
 * The live status of the signed-in user's outbox: counts from IndexedDB (updated in every tab when any tab
 * writes) and what this page's sender is doing.
 */
export function useOutboxStatus(userId: string): OutboxStatus {
  const [counts, setCounts] = useState<OutboxCounts>({ waiting: 0, needsAttention: 0, loaded: false });
  useEffect(() => {
    const outbox = getOutbox();
    return outbox.watch(
      async () => ({
        waiting: await outbox.waitingCount(userId),
        needsAttention: await outbox.db.reports
          .where('[userId+state]')
          .equals([userId, 'needsAttention'])
          .count(),
        lastSentAt: await outbox.lastSentAt(),
        reason: await outbox.waitingReason(userId),
        loaded: true,
      }),
      setCounts,
    );
  }, [userId]);
  const sender = getSender();
  const state = useSyncExternalStore(
    sender ? (listener) => sender.subscribe(listener) : noSender,
    () => sender?.getState() ?? IDLE,
  );
  return { ...counts, ...state };
}
