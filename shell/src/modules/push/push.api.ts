import type { PushState, PushToken } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';

const pushPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/push`;

/** `PUT /api/users/{id}/push` (field-app spec, section 7, L194): the subscription, or 'refused' / 'error'. */
export function savePushToken(api: ApiClient, userId: string, token: PushToken): Promise<PushState> {
  return api.put<PushState>(pushPath(userId), { token });
}

/** What the server holds for the user: subscribed devices, else the last marker. */
export function fetchPushState(api: ApiClient, userId: string): Promise<PushState> {
  return api.get<PushState>(pushPath(userId));
}
