import { DEFAULT_ADMIN_SETTINGS } from '@agecheck/contracts';
import { createEvent, EventBus } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { EformUrlsSource } from './eform-urls.source';
import { EformSettings } from './eform-settings';
import { eformToken } from './eform-token';
import { EformsService } from './eforms.service';

const SECRET = 'a-secret-of-the-test-that-is-long-enough';
const urls = {
  shopperData: {
    de: 'https://forms.example.ch/de/upload?source=agecheck',
    fr: 'https://forms.example.ch/fr/upload',
  },
  onlinePurchase: { de: 'https://forms.example.ch/de/online' },
  customerMessage: { de: 'https://messages.example.ch/de', it: 'https://messages.example.ch/it' },
};
const tim = { ...testUser('tk1', ['testkaeufer']), name: 'Tim Testkäufer' };

function setup(secret: string | null = SECRET, tokenSeconds = 600) {
  const bus = new InMemoryEventBus();
  const service = newTestService(EformsService, [
    standIn(EformSettings, new EformSettings(urls, secret ?? undefined, tokenSeconds)),
    standIn(EventBus, bus),
  ]);
  return { ...service, bus };
}

// Field-app spec, section 2, L52 ("by language, with user name and login info passed as query parameters") and
// decision D-C14 (checklist D.6): the user's name and id and a token signed for 10 minutes, never a password.
describe('the e-forms of a test buyer (F§2 L52, decision D-C14)', () => {
  it("offers the forms configured in the language, in the spec's order, each with the caller, the language and a token", () => {
    const { sut, clock } = setup();
    const now = Math.floor(clock.now().getTime() / 1000);
    const forms = sut.list(tim, 'de');
    expect(forms.map((form) => form.form)).toEqual(['shopperData', 'onlinePurchase', 'customerMessage']);
    const first = new URL(forms[0]!.url);
    expect(first.origin + first.pathname).toBe('https://forms.example.ch/de/upload');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      source: 'agecheck',
      user: 'tk1',
      name: 'Tim Testkäufer',
      lang: 'de',
      form: 'shopperData',
      expires: String(now + 600),
      token: eformToken(SECRET, { user: 'tk1', form: 'shopperData', expires: now + 600 }),
    });
    expect(forms[0]!.expires).toBe(now + 600);
  });

  it('offers in another language only the forms that have an address in it', () => {
    const { sut } = setup();
    expect(sut.list(tim, 'it').map((form) => form.form)).toEqual(['customerMessage']);
    expect(new URL(sut.list(tim, 'fr')[0]!.url).searchParams.get('lang')).toBe('fr');
  });

  it('offers no form while no signing secret is configured', () => {
    expect(setup(null).sut.list(tim, 'de')).toEqual([]);
  });

  it("passes nothing but the user's id and name, the language, the form and the token", () => {
    const { sut } = setup();
    for (const form of sut.list(tim, 'de'))
      expect([...new URL(form.url).searchParams.keys()].filter((key) => key !== 'source').sort()).toEqual([
        'expires',
        'form',
        'lang',
        'name',
        'token',
        'user',
      ]);
  });
});

describe("the verification of an e-form's token (decision D-C14)", () => {
  const claimOf = (url: string) => {
    const params = new URL(url).searchParams;
    return {
      user: params.get('user')!,
      form: params.get('form')!,
      expires: params.get('expires')!,
      token: params.get('token')!,
    };
  };

  it('holds within its lifetime, to its last second', () => {
    const { sut, clock } = setup();
    const claim = claimOf(sut.list(tim, 'de')[0]!.url);
    expect(sut.verify(claim)).toEqual({
      valid: true,
      user: 'tk1',
      form: 'shopperData',
      expires: Number(claim.expires),
    });
    clock.set(new Date(Number(claim.expires) * 1000));
    expect(sut.verify(claim).valid).toBe(true);
  });

  it('is refused after it expires (10 minutes)', () => {
    const { sut, clock } = setup();
    const claim = claimOf(sut.list(tim, 'de')[0]!.url);
    clock.set(new Date(clock.now().getTime() + 601_000));
    expect(() => sut.verify(claim)).toThrow(expect.objectContaining({ code: 'EFORM_TOKEN_EXPIRED' }));
  });

  it.each([
    ['another user', { user: 'tk2' }],
    ['another form', { form: 'onlinePurchase' }],
    ['a later end', { expires: '9999999999' }],
    ['another signature', { token: 'A'.repeat(43) }],
  ])('is refused when altered: %s', (_case, change) => {
    const { sut } = setup();
    const claim = { ...claimOf(sut.list(tim, 'de')[0]!.url), ...change };
    expect(() => sut.verify(claim)).toThrow(expect.objectContaining({ code: 'EFORM_TOKEN_INVALID' }));
  });

  it.each([
    ['without a token', { token: undefined }],
    ['without a user', { user: undefined }],
    ['of an unknown form', { form: 'other' }],
    ['with an end that is no number', { expires: '12ab' }],
  ])('is refused %s', (_case, change) => {
    const { sut } = setup();
    const claim = { ...claimOf(sut.list(tim, 'de')[0]!.url), ...change };
    expect(() => sut.verify(claim)).toThrow(expect.objectContaining({ code: 'EFORM_TOKEN_INVALID' }));
    expect(() => sut.verify({})).toThrow(expect.objectContaining({ code: 'EFORM_TOKEN_INVALID' }));
  });

  it('is refused when signed with another secret', () => {
    const issued = claimOf(setup('another-secret-of-the-test-long-enough').sut.list(tim, 'de')[0]!.url);
    expect(() => setup().sut.verify(issued)).toThrow(
      expect.objectContaining({ code: 'EFORM_TOKEN_INVALID' }),
    );
  });
});

describe('the addresses of the admin settings over the configured ones (decision 0047)', () => {
  const saved = (eformUrls: object, at: string) =>
    createEvent(
      'purchases.adminSettings.saved',
      { settings: { ...DEFAULT_ADMIN_SETTINGS, eformUrls }, before: DEFAULT_ADMIN_SETTINGS },
      { id: 'ad1', name: 'Ada Admin' },
      { id: `settings-${at}`, occurredAt: new Date(at) },
    );

  it('takes those saved at start, then each later save, never an older one', async () => {
    const { sut, requests, bus } = setup();
    requests.answer('adminSettings.get', () => ({
      settings: {
        ...DEFAULT_ADMIN_SETTINGS,
        eformUrls: { customerReports: { it: 'https://admin.example.ch/it' } },
      },
      savedAt: '2026-11-20T08:00:00.000Z',
    }));
    const source = (sut as unknown as { addresses: EformUrlsSource }).addresses;
    source.onApplicationBootstrap();
    await bus.deliver([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sut.list(tim, 'it').map((form) => form.form)).toEqual(['customerReports', 'customerMessage']);
    const version = source.version;

    await bus.deliver([
      saved({ shopperData: { de: 'https://admin.example.ch/de' } }, '2026-11-23T09:00:00.000Z'),
    ]);
    expect(new URL(sut.list(tim, 'de')[0]!.url).origin).toBe('https://admin.example.ch');
    expect(sut.list(tim, 'it').map((form) => form.form)).toEqual(['customerMessage']);
    expect(source.version).toBe(version + 1);

    await bus.deliver([saved({}, '2026-11-01T09:00:00.000Z')]);
    expect(new URL(sut.list(tim, 'de')[0]!.url).origin).toBe('https://admin.example.ch');
  });
});
