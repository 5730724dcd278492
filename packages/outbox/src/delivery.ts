import type { Outbox } from './outbox';
import type { SendError } from './outbox-db';
import type { SenderPhase } from './sender';

/**
 * What became of a report just queued: the server accepted it (with its answer), refused it (a 4xx the user
 * must look at), or it still waits on the phone (no network, a login needed, or a slow link).
 */
export type Delivery =
  | { state: 'sent'; answer: unknown }
  | { state: 'needsAttention'; error: SendError | undefined }
  | { state: 'waiting' };

export type DeliveryOptions = {
  /** How long a screen waits for the server before it tells the user the report waits on the phone. */
  timeoutMs: number;
  /** False when the page knows it has no network: the report waits, no need to wait for it. */
  isOnline: () => boolean;
  /** What the page's sender is doing; a queue paused for a login will not send before the user acts. */
  senderPhase: () => SenderPhase | undefined;
  pollMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the sender has delivered or refused a report queued before, at most `timeoutMs`: a screen
 * shows the server's verdict when it comes in time (the purchase's `delayed`) and "saved on the phone"
 * otherwise. The report is the outbox's from the moment it was queued; this only watches.
 */
export async function awaitDelivery(outbox: Outbox, id: string, options: DeliveryOptions): Promise<Delivery> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const report = await outbox.get(id);
    if (report?.state === 'sent') return { state: 'sent', answer: report.answer };
    if (report?.state === 'needsAttention') return { state: 'needsAttention', error: report.lastError };
    if (!report || !options.isOnline() || options.senderPhase() === 'loginNeeded')
      return { state: 'waiting' };
    if (Date.now() >= deadline) return { state: 'waiting' };
    await sleep(Math.min(options.pollMs ?? 100, Math.max(0, deadline - Date.now())));
  }
}
