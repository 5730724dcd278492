import { eformOrigins, isEformUrl, mergeEformUrls } from './eform.rules';
import { eformUrlsSchema } from './eform.schema';

// Field-app spec, section 2, L52: "/eforms | testkaeufer | opens an embedded full-screen electronic form viewer
// (...) by language, with user name and login info passed as query parameters". Decision D-C14 (checklist D.6):
// the forms' URLs per form and language are configuration; the viewer frames only their origins; no credentials.
describe('the address of an e-form (decision D-C14)', () => {
  it.each([
    ['https://forms.example.ch/upload', true],
    ['https://forms.example.ch:8443/de/upload?x=1', true],
    ['http://127.0.0.1:8095/form/shopperData', true],
    ['http://forms.example.ch/upload', false],
    ['http://localhost:8095/form', false],
    ['https://user:secret@forms.example.ch/upload', false],
    ['https://forms.example.ch/upload#top', false],
    ['javascript:alert(1)', false],
    ['ftp://forms.example.ch/upload', false],
    ['/eforms/upload', false],
    ['', false],
  ])('%s: %s', (url, expected) => {
    expect(isEformUrl(url)).toBe(expected);
  });

  it('answers the message key settings.eformUrlErr for a refused address', () => {
    const result = eformUrlsSchema.safeParse({ shopperData: { de: 'http://forms.example.ch/x' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('settings.eformUrlErr');
    expect(result.error?.issues[0]?.path).toEqual(['shopperData', 'de']);
  });

  it('refuses a form or a language it does not know', () => {
    expect(eformUrlsSchema.safeParse({ other: { de: 'https://a.ch/' } }).success).toBe(false);
    expect(eformUrlsSchema.safeParse({ shopperData: { en: 'https://a.ch/' } }).success).toBe(false);
    expect(eformUrlsSchema.safeParse({}).success).toBe(true);
  });
});

describe('the origins the forms are framed from (decision D-C14, frame-src)', () => {
  it('lists each origin of the configured forms once', () => {
    expect(
      eformOrigins({
        shopperData: { de: 'https://forms.example.ch/a', fr: 'https://forms.example.ch/b' },
        customerReports: { it: 'https://reports.example.ch:8443/c' },
        customerMessage: {},
      }),
    ).toEqual(['https://forms.example.ch', 'https://reports.example.ch:8443']);
  });

  it('lists none without forms', () => {
    expect(eformOrigins({})).toEqual([]);
  });
});

describe("the addresses in force: the admin settings' over the Helm values' (decision 0047)", () => {
  const helm = {
    shopperData: { de: 'https://helm.example.ch/de', fr: 'https://helm.example.ch/fr' },
    customerReports: { de: 'https://helm.example.ch/reports' },
  };
  it.each([
    ['nothing saved', undefined, helm],
    ['nothing saved yet', {}, helm],
    [
      'one language of a form',
      { shopperData: { de: 'https://admin.example.ch/de' } },
      { ...helm, shopperData: { de: 'https://admin.example.ch/de', fr: 'https://helm.example.ch/fr' } },
    ],
    [
      'a form Helm does not configure',
      { customerMessage: { it: 'https://admin.example.ch/it' } },
      { ...helm, customerMessage: { it: 'https://admin.example.ch/it' } },
    ],
  ])('%s', (_case, saved, expected) => {
    expect(mergeEformUrls(helm, saved)).toEqual(expected);
  });
});
