import type { Language, PushMessage } from '@agecheck/contracts';

/**
 * The texts of the pushes, in the recipient's language (German the source). A push is shown by the device
 * outside the app, so its text is made on the server; the app's bundles are not loaded there.
 */
const PUSH_TEXTS = {
  de: { mailTitle: (from: string) => `Neue Nachricht von ${from}` },
  fr: { mailTitle: (from: string) => `Nouveau message de ${from}` },
  it: { mailTitle: (from: string) => `Nuovo messaggio da ${from}` },
} as const satisfies Record<Language, Record<string, (...params: string[]) => string>>;

/** The push of a new message (checklist D.4, D.9): the sender and the subject; a click opens /mail. */
export function mailPush(
  language: Language,
  mail: { _id: string; fromName: string; subject: string },
): PushMessage {
  return {
    title: PUSH_TEXTS[language].mailTitle(mail.fromName),
    body: mail.subject,
    url: '/mail',
    tag: `mail-${mail._id}`,
  };
}
