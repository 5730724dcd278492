/** A time of the outbox (a send, a save) in the user's language: the time alone today, with the date before. */
export function formatSendTime(time: number, language: string): string {
  const sameDay = new Date(time).toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(`${language}-CH`, {
    ...(sameDay ? {} : { dateStyle: 'short' }),
    timeStyle: 'short',
  }).format(time);
}

/** The time of the next try, to the second (a wait while online lasts seconds). */
export function formatRetryTime(time: number, language: string): string {
  return new Intl.DateTimeFormat(`${language}-CH`, { timeStyle: 'medium' }).format(time);
}
