import { z } from 'zod';
import { MAX, pageQuerySchema, pageSchema, requiredText } from '../common';
import { ROLES, roleSchema } from '../roles';

// In-app mail (field-app spec, section 3, L111: "Mail: _id, from, to (users), toAll, subject, message, read"),
// owned by the gateway (checklist D.4). One message, and one delivery per recipient with its own read and
// deleted marks (decision D-C9); `date` is when it was sent (D-C11).

/** Recipients a person picks for one message (decision 0030: a list a person fills in); more go by toAll. */
export const MAIL_MAX_RECIPIENTS = MAX.shortList;

/** A user as a message names them: id and the name of their profile when the message was sent. */
export const mailPartySchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
});
export type MailParty = z.infer<typeof mailPartySchema>;

/**
 * What `POST api/mails` takes (field-app spec, section 5, L169: "recipients (unless to-all), subject, message
 * required"; back-office spec, section 8, L210: the keys). `toRoles` narrows a message to all to the users
 * holding one of the roles (beyond the spec, decision D-C10); `replyTo` names the received message answered.
 */
export const mailInputSchema = z
  .object({
    to: z
      .array(z.string({ error: 'mail.to.error' }).min(1).max(MAX.id), { error: 'mail.to.error' })
      .max(MAIL_MAX_RECIPIENTS, { error: 'mail.to.error' })
      .default([]),
    toAll: z.boolean().default(false),
    toRoles: z.array(roleSchema).max(ROLES.length).optional(),
    subject: requiredText('mail.subject.error', MAX.name),
    message: requiredText('mail.message.error', MAX.text),
    replyTo: z.string().max(MAX.id).optional(),
  })
  .strict()
  .superRefine(
    (mail, context) => {
      if (mail.toAll !== true && Array.isArray(mail.to) && mail.to.length === 0)
        context.addIssue({ code: 'custom', path: ['to'], message: 'mail.to.error' });
    },
    // also when the subject or message is missing: every field's message at once
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type MailInput = z.input<typeof mailInputSchema>;
export type MailDraft = z.output<typeof mailInputSchema>;

/**
 * A message as the caller sees it: in the inbox with the caller's own `read` mark; in the sent box `read` is
 * absent. The recipients of a message to all are not listed (`to` empty) outside the sender's sent box.
 */
export const mailSchema = z.object({
  _id: z.string().max(MAX.id),
  from: mailPartySchema,
  to: z.array(mailPartySchema).max(MAX.list),
  toAll: z.boolean(),
  toRoles: z.array(roleSchema).max(ROLES.length).optional(),
  subject: z.string().max(MAX.name),
  message: z.string().max(MAX.text),
  date: z.iso.datetime(),
  read: z.boolean().optional(),
  replyTo: z.string().max(MAX.id).optional(),
  /**
   * A path of this application the message points to (the failed-test notice's purchase, decision 0051);
   * only the platform's own messages carry one.
   */
  link: z
    .string()
    .max(MAX.text)
    .regex(/^\/(?!\/)/)
    .optional(),
});
export type Mail = z.infer<typeof mailSchema>;

/** The two folders: received (the spec's list) and sent (decision D-C11). */
export const MAIL_BOXES = ['inbox', 'sent'] as const;
export type MailBox = (typeof MAIL_BOXES)[number];

/** Query of `GET api/mails`: a page of a folder, newest first. */
export const mailListQuerySchema = pageQuerySchema.extend({
  box: z.enum(MAIL_BOXES).default('inbox'),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailPageSchema = pageSchema(mailSchema);

/** `PUT api/mails/{id}`: marks the caller's delivery read (field-app spec, section 4, L130: "unread to read"). */
export const mailUpdateSchema = z.object({ read: z.literal(true) }).strict();
export type MailUpdate = z.infer<typeof mailUpdateSchema>;

/** `GET api/mails/unread`: the caller's unread messages (the shell's badge). */
export const mailUnreadSchema = z.object({ count: z.number().int().min(0) });

/** A user the caller may write to (`GET api/mails/recipients`, decision D-C10). */
export const mailRecipientSchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  role: z.array(roleSchema).max(ROLES.length),
});
export type MailRecipient = z.infer<typeof mailRecipientSchema>;
