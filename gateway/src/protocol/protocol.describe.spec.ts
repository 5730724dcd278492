import { DEFAULT_ADMIN_SETTINGS } from '@agecheck/contracts';
import { createEvent } from '@agecheck/nest-common';
import { describeEvent } from './protocol.describe';

const actor = { id: 'tk1', name: 'Tina Käufer' };
const shopper = {
  _id: '0123456789abcdef01234567',
  name: 'Muster Anna',
  nachname: 'Muster',
  vorname: 'Anna',
  date: '2010-05-04',
  gender: 'w' as const,
  address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
  userID: 'tk1',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('protocol entry of an event (back-office spec, "Protocol")', () => {
  it.each([
    [createEvent('purchases.shopper.saved', { shopper, created: true }, actor), 'purchases', 'shopper.saved'],
    [
      createEvent(
        'purchases.shopper.deleted',
        { shopperId: shopper._id, name: shopper.name, userID: 'tk1' },
        actor,
      ),
      'purchases',
      'shopper.deleted',
    ],
  ])('%#: module %s, type %s, with the name and the actor', (event, module, type) => {
    const entry = describeEvent(event as never);
    expect(entry).toMatchObject({
      _id: event.id,
      eventId: event.id,
      date: event.occurredAt,
      module,
      type,
      short: `protocol.${module}.${type}`,
      params: { name: 'Muster Anna', actor: 'Tina Käufer' },
      actor,
    });
    expect(JSON.parse(entry.detail)).toEqual(event.data);
  });

  it('describes an export run by who started it, its kind, period and rows (D.8, decision 0051)', () => {
    const event = createEvent(
      'exports.export.done',
      {
        export: {
          jobId: 'job-1',
          kind: 'salary',
          format: 'csv',
          start: '2026-11-01',
          end: '2026-11-30',
          rows: 42,
        },
      },
      { id: 'ad1', name: 'Ada Admin' },
    );
    expect(describeEvent(event as never)).toMatchObject({
      module: 'exports',
      type: 'export.done',
      short: 'protocol.exports.export.done',
      params: {
        kind: 'salary',
        format: 'csv',
        start: '2026-11-01',
        end: '2026-11-30',
        rows: '42',
        actor: 'Ada Admin',
      },
    });
  });

  it('describes a change of the global admin settings by its actor, the detail with all settings before and after', () => {
    const before = { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays: 5 };
    const event = createEvent(
      'purchases.adminSettings.saved',
      { settings: { ...before, timetrackEditDays: 10 }, before },
      { id: 'ad1', name: 'Ada Admin' },
    );
    const entry = describeEvent(event as never);
    expect(entry).toMatchObject({
      module: 'purchases',
      type: 'adminSettings.saved',
      short: 'protocol.purchases.adminSettings.saved',
      params: { actor: 'Ada Admin' },
    });
    expect(JSON.parse(entry.detail)).toMatchObject({
      before: { timetrackEditDays: 5 },
      settings: { timetrackEditDays: 10 },
    });
  });

  it('describes a time record by its owner, date and customer, the detail with the record before an admin correction', () => {
    const record = {
      _id: '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c',
      typ: 'testkaeufer' as const,
      kunde: 'Schulung',
      datum: '2026-11-23',
      index: 4 as const,
      complete: true,
      reviewed: true,
      flags: [],
      userID: 'tk1',
      userName: 'Tina Käufer',
      version: 2,
      createdAt: '2026-11-23T09:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    };
    const before = { ...record, end: '12:00', version: 1 };
    const event = createEvent(
      'timetrack.record.saved',
      { record: { ...record, end: '13:00' }, created: false, before },
      { id: 'ad1', name: 'Ada Admin' },
    );
    const entry = describeEvent(event as never);
    expect(entry).toMatchObject({
      module: 'timetrack',
      type: 'record.saved',
      short: 'protocol.timetrack.record.saved',
      params: {
        user: 'Tina Käufer',
        datum: '2026-11-23',
        typ: 'testkaeufer',
        kunde: 'Schulung',
        actor: 'Ada Admin',
      },
    });
    expect(JSON.parse(entry.detail)).toMatchObject({ before: { end: '12:00' }, record: { end: '13:00' } });
  });

  it('describes a sent message by its subject and number of recipients, never with the message itself', () => {
    const mail = {
      _id: '0123456789abcdef01234567',
      from: 'pl1',
      fromName: 'Peter Planung',
      to: ['tk1', 'tk2'],
      toAll: false,
      subject: 'Neue Tour',
      date: '2026-11-27T09:00:00.000Z',
    };
    const event = createEvent('platform.mail.sent', { mail }, { id: 'pl1', name: 'Peter Planung' });
    const entry = describeEvent(event as never);
    expect(entry).toMatchObject({
      module: 'platform',
      type: 'mail.sent',
      short: 'protocol.platform.mail.sent',
      params: { subject: 'Neue Tour', recipients: '2', actor: 'Peter Planung' },
    });
    expect(JSON.parse(entry.detail)).toEqual({ mail });
  });

  it('describes a user change by name and login, before and after in the detail, never a password (D.1, D.3)', () => {
    const user = {
      _id: 'kc-1',
      name: 'Tina Tester',
      email: 'tina@agecheck.example',
      mail: 'tina@agecheck.example',
      role: ['testkaeufer' as const],
      deleted: false,
    };
    const updated = describeEvent(
      createEvent(
        'platform.user.updated',
        { user: { ...user, role: ['detektiv' as const] }, before: user, passwordReset: true },
        { id: 'ad1', name: 'Ada Admin' },
      ) as never,
    );
    expect(updated).toMatchObject({
      module: 'platform',
      type: 'user.updated',
      short: 'protocol.platform.user.updated',
      params: { name: 'Tina Tester', email: 'tina@agecheck.example', actor: 'Ada Admin' },
    });
    expect(JSON.parse(updated.detail)).toMatchObject({
      before: { role: ['testkaeufer'] },
      passwordReset: true,
    });
    const changed = describeEvent(
      createEvent(
        'platform.user.passwordChanged',
        { userId: 'kc-1', name: 'Tina Tester' },
        {
          id: 'kc-1',
          name: 'Tina Tester',
        },
      ) as never,
    );
    expect(changed).toMatchObject({
      short: 'protocol.platform.user.passwordChanged',
      params: { name: 'Tina Tester' },
    });
    expect(Object.keys(JSON.parse(changed.detail))).toEqual(['userId', 'name']);
  });
});

describe('protocol entry of a download or a download category (checklist D.5, E.2)', () => {
  const admin = { id: 'ad1', name: 'Ada Admin' };
  const category = {
    _id: '0123456789abcdef01234567',
    names: { de: 'Merkblätter', fr: 'Fiches', it: 'Schede' },
  };
  const download = {
    _id: '0123456789abcdef01234568',
    category: category._id,
    roles: ['testkaeufer' as const],
    name: 'Merkblatt Alkohol',
    file: '0123456789abcdef01234569.pdf',
  };
  it.each([
    [
      createEvent('platform.download.saved', { download, created: true }, admin),
      'download.saved',
      'Merkblatt Alkohol',
    ],
    [createEvent('platform.download.deleted', { download }, admin), 'download.deleted', 'Merkblatt Alkohol'],
    [
      createEvent('platform.downloadCategory.saved', { category, created: false }, admin),
      'downloadCategory.saved',
      'Merkblätter',
    ],
    [
      createEvent('platform.downloadCategory.deleted', { category }, admin),
      'downloadCategory.deleted',
      'Merkblätter',
    ],
  ])('%#: module platform, type %s, named %s', (event, type, name) => {
    expect(describeEvent(event as never)).toMatchObject({
      module: 'platform',
      type,
      short: `protocol.platform.${type}`,
      params: { name, actor: 'Ada Admin' },
    });
  });
});
