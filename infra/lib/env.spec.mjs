// @ts-check
import { parseEnvFile } from './env.mjs';

describe('parseEnvFile reads .env.local as the README describes', () => {
  it('reads KEY=value lines, quotes, export and comments', () => {
    const text = [
      '# a comment',
      'RATE_LIMIT_PER_MINUTE=60',
      'export GATEWAY_PORT=18080  # after the value',
      'LOG_LEVEL="debug"',
      "KEYCLOAK_JAVA_OPTS_APPEND='-Xmx1g -Dx=#1'",
      'not a setting',
      '',
    ].join('\n');
    expect(parseEnvFile(text)).toEqual({
      RATE_LIMIT_PER_MINUTE: '60',
      GATEWAY_PORT: '18080',
      LOG_LEVEL: 'debug',
      KEYCLOAK_JAVA_OPTS_APPEND: '-Xmx1g -Dx=#1',
    });
  });
});
