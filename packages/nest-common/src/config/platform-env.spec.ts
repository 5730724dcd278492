import { InvalidEnvironmentError, loadPlatformConfig } from './platform-env';

describe('loadPlatformConfig', () => {
  const env = {
    MONGO_URL: 'mongodb://127.0.0.1:27017',
    MONGO_DB: 'purchases',
    NATS_URL: 'nats://127.0.0.1:4222',
    OIDC_ISSUER: 'http://127.0.0.1:8180/realms/agecheck/',
  };

  it('gives a nested configuration with defaults', () => {
    expect(loadPlatformConfig('svc-purchases', env)).toEqual({
      serviceName: 'svc-purchases',
      http: { host: '0.0.0.0', port: 3000 },
      logLevel: 'info',
      mongo: { url: 'mongodb://127.0.0.1:27017', db: 'purchases' },
      nats: { url: 'nats://127.0.0.1:4222' },
      oidc: {
        issuer: 'http://127.0.0.1:8180/realms/agecheck',
        audience: 'agecheck',
        jwksUrl: 'http://127.0.0.1:8180/realms/agecheck/protocol/openid-connect/certs',
      },
    });
  });

  it('takes the audience tokens must carry from OIDC_AUDIENCE', () => {
    expect(
      loadPlatformConfig('svc-purchases', { ...env, OIDC_AUDIENCE: 'agecheck-test' }).oidc.audience,
    ).toBe('agecheck-test');
  });

  it('lists every missing or wrong variable at once', () => {
    const attempt = () => loadPlatformConfig('svc-purchases', { PORT: 'eighty', OIDC_ISSUER: 'not a url' });
    expect(attempt).toThrow(InvalidEnvironmentError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as InvalidEnvironmentError).problems.map((problem) => problem.split(':')[0]);
      expect(problems).toEqual(['PORT', 'MONGO_URL', 'MONGO_DB', 'NATS_URL', 'OIDC_ISSUER']);
    }
  });
});
