import { awaitDelivery, type Delivery } from './delivery';
import { Outbox } from './outbox';
import { Sender, type SenderOptions, type TokenSource } from './sender';

let outbox: Outbox | undefined;
let sender: Sender | undefined;
let detachPage: (() => void) | undefined;

/** The outbox of this page (one database connection; the package is a Module Federation singleton). */
export function getOutbox(): Outbox {
  outbox ??= new Outbox();
  return outbox;
}

/** The sender of this page, once started. */
export function getSender(): Sender | undefined {
  return sender;
}

export type StartSenderOptions = {
  userId: string;
  getToken: TokenSource;
} & Pick<SenderOptions, 'baseUrl' | 'fetch' | 'locks'>;

function listenToPage(target: Sender, box: Outbox): () => void {
  const sendNow = () => void target.sendNow();
  const whenVisible = () => {
    if (document.visibilityState === 'visible') sendNow();
  };
  window.addEventListener('online', sendNow);
  document.addEventListener('visibilitychange', whenVisible);
  const stopQueued = box.onQueued(sendNow);
  return () => {
    window.removeEventListener('online', sendNow);
    document.removeEventListener('visibilitychange', whenVisible);
    stopQueued();
  };
}

/**
 * Starts sending the signed-in user's reports from this page (OFFLINE.md, point 5): at once, when the
 * network comes back (`online`), when the app comes to the foreground, and after each report queued here.
 * Called again for the same user it only takes the newer token source; for another user it stops the
 * previous user's sender first (a report is sent only as the user who typed it).
 */
export function startSender(options: StartSenderOptions): Sender {
  const box = getOutbox();
  if (sender && sender.userId === options.userId) {
    sender.setTokenSource(options.getToken);
    void sender.sendNow();
    return sender;
  }
  stopSender();
  const started = new Sender({ ...options, outbox: box });
  sender = started;
  if (typeof window !== 'undefined') detachPage = listenToPage(started, box);
  void started.sendNow();
  return started;
}

/** Stops this page's sender (sign-out). What waits stays on the phone for the user's next login. */
export function stopSender(): void {
  detachPage?.();
  detachPage = undefined;
  sender?.stop();
  sender = undefined;
}

/**
 * Waits at most `timeoutMs` for this page's sender to deliver the report `id` (see `awaitDelivery`); at once
 * "waiting" while the browser is offline or the queue waits for a login.
 */
export function awaitPageDelivery(id: string, timeoutMs: number): Promise<Delivery> {
  return awaitDelivery(getOutbox(), id, {
    timeoutMs,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    senderPhase: () => sender?.getState().phase,
  });
}
