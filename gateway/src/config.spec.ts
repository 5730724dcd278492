import { SERVICE_APPS } from '@agecheck/contracts';
import { loadGatewayConfig } from './config';

const env = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  MONGO_DB: 'gateway',
  NATS_URL: 'nats://127.0.0.1:4222',
  OIDC_ISSUER: 'http://127.0.0.1:8180/realms/agecheck',
  // SVC_PURCHASES_URL, ...: every service of apps.json at its default port
  ...Object.fromEntries(SERVICE_APPS.map((app) => [app.urlSetting, `http://127.0.0.1:${app.defaultPort}`])),
};

describe("the edge's settings (docs/engineering.md, configuration)", () => {
  it('by default: 1200 calls a minute, no proxy in front, no HSTS (local http)', () => {
    expect(loadGatewayConfig(env)).toMatchObject({
      rateLimitPerMinute: 1200,
      trustProxyHops: 0,
      hstsMaxAge: 0,
    });
  });

  it('takes the rate limit, the proxies in front and HSTS from the environment (.env.local, Helm values)', () => {
    const config = loadGatewayConfig({
      ...env,
      RATE_LIMIT_PER_MINUTE: '300',
      TRUST_PROXY_HOPS: '1',
      HSTS_MAX_AGE: '31536000',
    });
    expect(config).toMatchObject({ rateLimitPerMinute: 300, trustProxyHops: 1, hstsMaxAge: 31536000 });
  });

  it('refuses a rate limit that is not a positive whole number', () => {
    expect(() => loadGatewayConfig({ ...env, RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('keeps the protocol two years by default, or the months the environment gives (decision 0040)', () => {
    expect(loadGatewayConfig(env).protocolRetentionMonths).toBe(24);
    expect(loadGatewayConfig({ ...env, PROTOCOL_RETENTION_MONTHS: '6' }).protocolRetentionMonths).toBe(6);
    expect(() => loadGatewayConfig({ ...env, PROTOCOL_RETENTION_MONTHS: '0' })).toThrow(
      /PROTOCOL_RETENTION_MONTHS/,
    );
  });

  it('signs pushes with the VAPID keys of the environment; without them (or empty, a Secret without the key) none (decision 0048)', () => {
    const publicKey =
      'BNBaseMqjbMWMb5F-j4fT90tCeL1NyemjxkiUADRU6A-oyJ50-rOuYHaGhkxaMu-5hiEdnZxyEStIF7_FvnRTlc';
    const privateKey = 'lOvu3TeVXfu7opVYGq2lFGxMJAY_PZH-331lBNuiBTk';
    expect(loadGatewayConfig(env).push).toEqual({ endpointOrigins: [] });
    expect(loadGatewayConfig({ ...env, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' }).push).toEqual({
      endpointOrigins: [],
    });
    expect(
      loadGatewayConfig({
        ...env,
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:8095, http://127.0.0.1:8096',
      }).push,
    ).toEqual({
      vapid: { publicKey, privateKey, subject: 'mailto:support@agecheck.ch' },
      endpointOrigins: ['http://127.0.0.1:8095', 'http://127.0.0.1:8096'],
    });
    expect(() => loadGatewayConfig({ ...env, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadGatewayConfig({ ...env, VAPID_SUBJECT: 'support@agecheck.ch' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});
