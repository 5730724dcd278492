import type { ProtocolEntry } from '@agecheck/contracts';
import type { DomainEvent } from '@agecheck/nest-common';

type Summary = { params: Record<string, string> };

function summaryOf(event: DomainEvent): Summary {
  switch (event.subject) {
    case 'purchases.shopper.saved':
      return { params: { name: event.data.shopper.name, actor: event.actor.name } };
    case 'purchases.shopper.deleted':
      return { params: { name: event.data.name, actor: event.actor.name } };
    case 'purchases.adminSettings.saved':
      return { params: { actor: event.actor.name } };
    case 'purchases.purchase.saved':
    case 'purchases.purchase.deleted':
    case 'purchases.purchase.failed': {
      const { purchase } = event.data;
      return {
        params: {
          vst: purchase.vst,
          storeType: purchase.storeType,
          testType: purchase.testType ?? '',
          actor: event.actor.name,
        },
      };
    }
    case 'timetrack.record.saved':
    case 'timetrack.record.reviewed':
    case 'timetrack.record.deleted': {
      const { record } = event.data;
      return {
        params: {
          user: record.userName ?? record.userID,
          datum: record.datum ?? '',
          typ: record.typ,
          kunde: record.kunde ?? '',
          actor: event.actor.name,
        },
      };
    }
    case 'timetrack.customer.saved':
    case 'timetrack.customer.deleted':
      return { params: { name: event.data.customer.name, actor: event.actor.name } };
    case 'timetrack.region.saved':
    case 'timetrack.region.deleted':
    case 'timetrack.valoraRegion.saved':
    case 'timetrack.valoraRegion.deleted':
    case 'timetrack.tkRegion.saved':
    case 'timetrack.tkRegion.deleted':
      return { params: { name: event.data.region.name, actor: event.actor.name } };
    case 'platform.mail.sent': {
      const { mail } = event.data;
      return {
        params: {
          subject: mail.subject,
          recipients: String(mail.to.length),
          actor: event.actor.name,
        },
      };
    }
    case 'exports.export.done': {
      const done = event.data.export;
      return {
        params: {
          kind: done.kind,
          format: done.format,
          start: done.start,
          end: done.end,
          rows: String(done.rows),
          actor: event.actor.name,
        },
      };
    }
    case 'platform.download.saved':
    case 'platform.download.deleted':
      return { params: { name: event.data.download.name, actor: event.actor.name } };
    case 'platform.downloadCategory.saved':
    case 'platform.downloadCategory.deleted':
      return { params: { name: event.data.category.names.de, actor: event.actor.name } };
    case 'platform.user.created':
    case 'platform.user.updated':
    case 'platform.user.deleted':
      return {
        params: { name: event.data.user.name, email: event.data.user.email, actor: event.actor.name },
      };
    case 'platform.user.passwordChanged':
      return { params: { name: event.data.name, actor: event.actor.name } };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * The protocol entry of a domain event (back-office spec, "Protocol": date, module, type, short text and
 * expandable detail). `module` is the owning service's prefix, `type` the rest of the subject.
 */
export function describeEvent(event: DomainEvent): ProtocolEntry {
  const [module = '', ...rest] = event.subject.split('.');
  return {
    _id: event.id,
    eventId: event.id,
    date: event.occurredAt,
    module,
    type: rest.join('.'),
    short: `protocol.${event.subject}`,
    params: summaryOf(event).params,
    detail: JSON.stringify(event.data, null, 2),
    actor: event.actor,
  };
}
