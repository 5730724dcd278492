import { loadGatewayConfig } from './config';

const env = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  MONGO_DB: 'gateway',
  NATS_URL: 'nats://127.0.0.1:4222',
  OIDC_ISSUER: 'http://127.0.0.1:8180/realms/agecheck',
  SVC_PURCHASES_URL: 'http://127.0.0.1:3001',
  SVC_PROMO_URL: 'http://127.0.0.1:3002',
  SVC_TIMETRACK_URL: 'http://127.0.0.1:3003',
  SVC_FILES_URL: 'http://127.0.0.1:3004',
  SVC_EXPORTS_URL: 'http://127.0.0.1:3005',
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
});
