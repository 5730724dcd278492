import { z } from 'zod';
import { MAX } from '../common';

// Web Push (field-app spec, section 7, L194 `PUT users/{id}/push {token}`; section 4, L132; checklist D.9,
// decision D-C15): the "token" is the browser's PushSubscription as JSON, or a marker when the user refused
// the permission or the subscription failed.

/** What the field app sends instead of a subscription (F§4 L132): the user refused, or it failed. */
export const PUSH_MARKERS = ['refused', 'error'] as const;
export const pushMarkerSchema = z.enum(PUSH_MARKERS);
export type PushMarker = z.infer<typeof pushMarkerSchema>;

/** A key of a subscription, base64url without padding (p256dh: 65 bytes, auth: 16 bytes). */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'push.invalidKey' });

/**
 * `PushSubscription.toJSON()`: the push service's endpoint the server posts to, and the keys it encrypts
 * with (RFC 8291). Whether the server posts to that endpoint is `isAllowedPushEndpoint`'s rule.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'push.invalidEndpoint' }).max(MAX.url),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushTokenSchema = z.union([pushMarkerSchema, pushSubscriptionSchema]);
export type PushToken = z.infer<typeof pushTokenSchema>;

/** `PUT /api/users/{id}/push`: `{ token }`, the subscription or a marker. */
export const pushRegistrationSchema = z.object({ token: pushTokenSchema }).strict();
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;

/**
 * What the server holds for the caller, as `PUT` and `GET /api/users/{id}/push` answer it: `subscribed` with
 * the number of devices (browsers) that receive pushes, else the last marker sent, else `none`.
 */
export const PUSH_STATUSES = ['subscribed', 'refused', 'error', 'none'] as const;
export const pushStateSchema = z.object({
  status: z.enum(PUSH_STATUSES),
  devices: z.number().int().min(0),
});
export type PushState = z.infer<typeof pushStateSchema>;

/** What a push carries to the service worker, which shows it (title, body) and opens `url` on a click. */
export const pushMessageSchema = z.object({
  title: z.string().max(MAX.name),
  body: z.string().max(MAX.text),
  url: z.string().max(MAX.url),
  /** Pushes of one tag replace each other on the device (e.g. one per message). */
  tag: z.string().max(MAX.name).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
