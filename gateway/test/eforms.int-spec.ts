import type { ApiErrorBody, CurrentUser, Eform } from '@agecheck/contracts';
import { callApi, eventually, testPlatform, tokenFor } from '@agecheck/test-kit';
import { createHmac } from 'node:crypto';

// The e-forms through the gateway against the real platform (F§2 L52, checklist D.6, decision D-C14, decision
// 0047): a test buyer's forms carry the user's id and name and a token signed for 10 minutes, never the access
// token; the verification endpoint holds a token within its time and refuses it altered or expired; the form
// stand-in (infra/eforms) shows the name and asks the same endpoint; the shell's frame-src allows the forms'
// origin. The expired token is signed here by the documented scheme (HMAC-SHA256 of `<user>\n<form>\n<expires>`
// with the platform's key, which the test run passes as EFORMS_TOKEN_SECRET), so no test waits 10 minutes.

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const verify = (params: Record<string, string>) =>
  callApi<{ valid?: boolean; message?: string }>(
    `/api/eforms/verify?${new URLSearchParams({
      user: params.user ?? '',
      form: params.form ?? '',
      expires: params.expires ?? '',
      token: params.token ?? '',
    })}`,
  );
/** A token by the documented scheme, as a form provider given the key would compute it. */
const signed = (user: string, form: string, expires: number) =>
  createHmac('sha256', process.env.EFORMS_TOKEN_SECRET ?? '')
    .update(`${user}\n${form}\n${expires}`)
    .digest('base64url');

describe('e-forms through the gateway (decision D-C14)', () => {
  let token: string;
  let me: CurrentUser;
  let forms: Eform[];

  beforeAll(async () => {
    token = await tokenFor('testkaeufer');
    me = (await callApi<CurrentUser>('/api/users/me', { token })).body;
    const answer = await callApi<Eform[]>('/api/eforms?lang=fr', { token });
    expect(answer.status).toBe(200);
    forms = answer.body;
  });

  it('offers the test buyer the four forms in the language, with id, name, language and a 10-minute token', () => {
    expect(forms.map((form) => form.form)).toEqual([
      'shopperData',
      'onlinePurchase',
      'customerReports',
      'customerMessage',
    ]);
    const now = Date.now() / 1000;
    for (const form of forms) {
      const params = paramsOf(form.url);
      expect(params).toMatchObject({ user: me._id, name: me.name, lang: 'fr', form: form.form });
      expect(Number(params.expires)).toBeGreaterThan(now + 590);
      expect(Number(params.expires)).toBeLessThanOrEqual(now + 601);
      expect(form.url).not.toContain(token.slice(-20));
      expect(Object.keys(params).sort()).toEqual(['expires', 'form', 'lang', 'name', 'token', 'user']);
    }
  });

  it('holds a token within its time, and refuses it altered or expired', async () => {
    const params = paramsOf(forms[0]!.url);
    const valid = await verify(params);
    expect(valid).toEqual({
      status: 200,
      body: { valid: true, user: me._id, form: 'shopperData', expires: Number(params.expires) },
    });

    for (const altered of [
      { ...params, form: 'onlinePurchase' },
      { ...params, user: 'someone-else' },
      { ...params, expires: String(Number(params.expires) + 3600) },
      { ...params, token: `${params.token!.slice(0, -2)}AA` },
      { ...params, token: '' },
    ]) {
      const refused = await verify(altered);
      expect({ status: refused.status, key: refused.body.message }).toEqual({
        status: 403,
        key: 'eforms.tokenInvalid',
      });
    }

    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await verify({
      user: me._id,
      form: 'shopperData',
      expires: String(past),
      token: signed(me._id, 'shopperData', past),
    });
    expect({ status: expired.status, key: expired.body.message }).toEqual({
      status: 403,
      key: 'eforms.tokenExpired',
    });
    // the same scheme with a time still to come holds: the test signs as the platform does
    const soon = Math.floor(Date.now() / 1000) + 60;
    expect(
      (
        await verify({
          user: me._id,
          form: 'shopperData',
          expires: String(soon),
          token: signed(me._id, 'shopperData', soon),
        })
      ).status,
    ).toBe(200);
  });

  it("answers 403 to a test buyer's form list for a detective", async () => {
    expect((await callApi('/api/eforms', { token: await tokenFor('detektiv') })).status).toBe(403);
  });

  it('the stand-in form shows the name and that the token holds; an altered one it refuses', async () => {
    const page = await (await fetch(forms[0]!.url)).text();
    expect(page).toContain(me.name);
    expect(page).toContain('token valid');
    const altered = new URL(forms[0]!.url);
    altered.searchParams.set('user', 'someone-else');
    expect(await (await fetch(altered)).text()).toContain('token invalid (eforms.tokenInvalid)');
  });

  it("lets the app frame the forms' origin and no other outside origin (frame-src)", async () => {
    const answer = await fetch(`${testPlatform().gatewayUrl}/config/shell.json`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const frameSrc = /frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const origin = new URL(forms[0]!.url).origin;
    expect(frameSrc).toEqual(["'self'", new URL(testPlatform().issuer).origin, 'blob:', origin]);
  });
});

// Decision 0047: the admin settings' addresses replace the configured ones per form and language; the gateway
// follows their save (purchases.adminSettings.saved) and frames the new origin.
describe('e-form addresses of the admin settings', () => {
  const frameSources = async () => {
    const policy = (await fetch(`${testPlatform().gatewayUrl}/config/shell.json`)).headers.get(
      'content-security-policy',
    );
    return /frame-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
  };
  const save = async (body: unknown) =>
    callApi<ApiErrorBody>('/api/adminSettings', { token: await tokenFor('admin'), method: 'PUT', body });

  afterAll(async () => {
    await save({ eformUrls: {} });
    await eventually(async () => expect(await frameSources()).not.toContain('https://reports.example.ch'));
  });

  it('refuses an address that is not https, naming the field', async () => {
    const refused = await save({ eformUrls: { customerReports: { fr: 'http://reports.example.ch/fr' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'eformUrls.customerReports.fr', key: 'settings.eformUrlErr' },
    ]);
  });

  it('offers the saved address of a form in a language instead of the configured one, and frames its origin', async () => {
    const token = await tokenFor('testkaeufer');
    expect(
      (await save({ eformUrls: { customerReports: { fr: 'https://reports.example.ch/fr' } } })).status,
    ).toBe(200);
    await eventually(async () => {
      const forms = (await callApi<Eform[]>('/api/eforms?lang=fr', { token })).body;
      const reports = new URL(forms.find((form) => form.form === 'customerReports')!.url);
      expect(reports.origin + reports.pathname).toBe('https://reports.example.ch/fr');
      expect(await frameSources()).toContain('https://reports.example.ch');
    });
    // the other languages keep the configured address
    const german = (await callApi<Eform[]>('/api/eforms?lang=de', { token })).body;
    expect(new URL(german.find((form) => form.form === 'customerReports')!.url).hostname).toBe('127.0.0.1');
  });
});
