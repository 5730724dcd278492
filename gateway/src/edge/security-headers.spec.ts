import { contentSecurityPolicy, ownFrameHeaders, securityHeaderList } from './security-headers';

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
    expect(policy['frame-src']).toEqual(["'self'", 'https://login.example.ch', 'blob:']);
  });

  it("frames the configured e-forms' origins and no other (decision D-C14)", () => {
    const withForms = contentSecurityPolicy({
      ...config,
      eforms: {
        urls: {
          shopperData: {
            de: 'https://forms.example.ch/de/upload?x=1',
            fr: 'https://forms.example.ch/fr/upload',
          },
          customerMessage: { it: 'https://messages.example.ch:8443/it' },
        },
        tokenSeconds: 600,
      },
    });
    expect(withForms['frame-src']).toEqual([
      "'self'",
      'https://login.example.ch',
      'blob:',
      'https://forms.example.ch',
      'https://messages.example.ch:8443',
    ]);
    const header = new Map(
      securityHeaderList({ ...config, hstsMaxAge: 0, eforms: { urls: {}, tokenSeconds: 600 } }),
    );
    expect(header.get('content-security-policy')).toContain(
      "frame-src 'self' https://login.example.ch blob:;",
    );
  });

  it('forbids every page of the platform to be framed', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it.each([
    [undefined, ["'self'", 'data:', 'blob:']],
    [
      'https://tiles.example.ch/osm/{z}/{x}/{y}.png',
      ["'self'", 'data:', 'blob:', 'https://tiles.example.ch'],
    ],
    [
      'https://{s}.tile.example.ch/{z}/{x}/{y}.png',
      ["'self'", 'data:', 'blob:', 'https://*.tile.example.ch'],
    ],
  ])('loads map tiles only from the configured tile server (%s)', (tileUrl, imgSrc) => {
    const withTiles = contentSecurityPolicy({ ...config, mapTiles: tileUrl ? { tileUrl } : {} });
    expect(withTiles['img-src']).toEqual(imgSrc);
  });
});

describe('the security header list (issue 6, "security headers on every answer")', () => {
  const headers = new Map(securityHeaderList({ ...config, hstsMaxAge: 0 }));

  it.each([
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
  ])('sets %s to %s', (name, value) => expect(headers.get(name)).toBe(value));

  it('carries the content security policy that forbids framing', () => {
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  // issue 17, item 9: Keycloak answers a silent session renewal into a hidden frame of the app
  it('lets the platform frame only its silent renewal page, and only in its own pages', () => {
    const silent = new Map(ownFrameHeaders([...headers]));
    expect(silent.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(silent.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(silent.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expect(silent.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only when TLS ends at the platform', () => {
    expect(headers.has('strict-transport-security')).toBe(false);
    const withTls = new Map(securityHeaderList({ ...config, hstsMaxAge: 31_536_000 }));
    expect(withTls.get('strict-transport-security')).toContain('max-age=31536000');
  });
});
