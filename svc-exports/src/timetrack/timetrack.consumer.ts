import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, type DomainEvent } from '@agecheck/nest-common';
import { timetrackRegionRowId, timetrackRowFields, type TimetrackRegionKind } from './timetrack-row';
import { TimetrackRowsRepository } from './timetrack-rows.repository';

/** The region events by subject prefix and the kind of region they carry. */
const REGION_KINDS: Record<string, TimetrackRegionKind> = {
  'timetrack.region': 'region',
  'timetrack.valoraRegion': 'valoraRegion',
  'timetrack.tkRegion': 'tkRegion',
};

/**
 * Keeps the time records, customers and regions of svc-exports up to date from `timetrack.*` (a durable
 * consumer shared by the replicas; idempotent: every write is newer-wins by the event's time).
 */
@Injectable()
export class TimetrackConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly rows: TimetrackRowsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'exports-timetrack',
      stream: 'TIMETRACK',
      handle: (event) => this.apply(event),
    });
  }

  async apply(event: DomainEvent): Promise<void> {
    switch (event.subject) {
      case 'timetrack.record.saved':
      case 'timetrack.record.reviewed': {
        const { record } = event.data;
        return this.rows.upsertRecordIfNewer(record._id, timetrackRowFields(record, false, event.occurredAt));
      }
      case 'timetrack.record.deleted': {
        const { record } = event.data;
        return this.rows.upsertRecordIfNewer(record._id, timetrackRowFields(record, true, event.occurredAt));
      }
      case 'timetrack.customer.saved':
      case 'timetrack.customer.deleted': {
        const { customer } = event.data;
        const deleted = event.subject === 'timetrack.customer.deleted';
        return this.rows.upsertCustomerIfNewer(customer._id, {
          customer,
          deleted,
          version: event.occurredAt,
        });
      }
      case 'timetrack.region.saved':
      case 'timetrack.region.deleted':
      case 'timetrack.valoraRegion.saved':
      case 'timetrack.valoraRegion.deleted':
      case 'timetrack.tkRegion.saved':
      case 'timetrack.tkRegion.deleted': {
        const kind = REGION_KINDS[
          event.subject.slice(0, event.subject.lastIndexOf('.'))
        ] as TimetrackRegionKind;
        const { region } = event.data;
        const deleted = event.subject.endsWith('.deleted');
        return this.rows.upsertRegionIfNewer(timetrackRegionRowId(kind, region._id), {
          kind,
          region,
          deleted,
          version: event.occurredAt,
        });
      }
      default:
        return undefined;
    }
  }
}
