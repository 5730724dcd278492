import { pushSubscriptionSchema, type PushState, type PushToken } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';
import { fetchShellConfig } from '../config/config.api';
import { savePushToken } from './push.api';

/** How long the service worker may take to be ready before the subscription counts as failed. */
const WORKER_READY_MS = 10_000;

/** The browser's Web Push, where it has it (Safari on iOS: only for the app added to the home screen). */
export function supportsPush(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** A base64url key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

async function readyWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('no service worker')), WORKER_READY_MS),
    ),
  ]);
}

/** Asks the permission and subscribes this browser: the subscription, or the marker of what went wrong. */
async function obtainToken(): Promise<PushToken> {
  if (!supportsPush()) return 'error';
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'refused';
    const { push } = await fetchShellConfig();
    if (!push.publicKey) return 'error';
    const registration = await readyWorker();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(push.publicKey),
    });
    return pushSubscriptionSchema.parse(subscription.toJSON());
  } catch (error) {
    console.warn('push subscription failed', error);
    return 'error';
  }
}

/**
 * The push registration (field-app spec, section 4, L132; checklist D.9, decision D-C15): asks the
 * notification permission, subscribes with the server's VAPID key and sends the subscription; a refusal sends
 * 'refused', a failure 'error'. Call it from a user's gesture only (a button: iOS asks for one, and a prompt
 * on page load is refused by browsers and users alike): the settings card, and the end of the intro.
 * Answers what the server holds afterwards; throws when the server cannot be reached.
 */
export async function askForPush(api: ApiClient, userId: string): Promise<PushState> {
  return savePushToken(api, userId, await obtainToken());
}
