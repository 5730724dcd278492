import { contentSecurityPolicy } from './security-headers';

const config = {
  oidc: {
    issuer: 'https://login.example.ch/realms/agecheck',
    audience: 'agecheck',
    jwksUrl: 'http://keycloak:8080/certs',
  },
  remotesManifest: {
    'mf-field': '/remotes/mf-field/mf-manifest.json',
    'mf-promo': 'https://cdn.example.ch/mf-promo/1.2.0/mf-manifest.json',
  },
};

describe('content security policy (issue 6, "security headers")', () => {
  const policy = contentSecurityPolicy(config);

  it('allows scripts only from the platform and from where a remote is configured to come from', () => {
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.ch']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('lets the shell talk to Keycloak, the issuer origin, and to nothing else outside', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://login.example.ch', 'https://cdn.example.ch']);
    expect(policy['frame-src']).toEqual(['https://login.example.ch']);
  });

  it('forbids every page of the platform to be framed', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
