import { parseShellConfig } from './config.api';

describe('shell configuration', () => {
  const keycloak = { url: 'http://127.0.0.1:8180', realm: 'agecheck', clientId: 'shell' };

  it('reads the Keycloak settings and the known remotes', () => {
    expect(
      parseShellConfig({
        keycloak,
        remotes: { 'mf-field': '/remotes/mf-field/mf-manifest.json', 'mf-other': '/x', 'mf-admin': '' },
      }),
    ).toEqual({ keycloak, remotes: { 'mf-field': '/remotes/mf-field/mf-manifest.json' }, map: {}, push: {} });
  });

  it('accepts a configuration without remotes (every area is then unavailable)', () => {
    expect(parseShellConfig({ keycloak })).toEqual({ keycloak, remotes: {}, map: {}, push: {} });
  });

  it('reads where the maps take their tiles from (decision 0023)', () => {
    const map = { tileUrl: 'https://tiles.example.ch/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' };
    expect(parseShellConfig({ keycloak, map })).toEqual({ keycloak, remotes: {}, map, push: {} });
  });

  it('reads the VAPID public key the browsers subscribe to pushes with (decision 0048)', () => {
    const push = { publicKey: 'BNBaseMqjbMWMb5F-j4fT90tCeL1NyemjxkiUADRU6A' };
    expect(parseShellConfig({ keycloak, push })).toEqual({ keycloak, remotes: {}, map: {}, push });
  });

  it.each([null, {}, { keycloak: { ...keycloak, realm: '' } }, { keycloak: { url: 'x', realm: 'y' } }])(
    'rejects %j',
    (value) => {
      expect(() => parseShellConfig(value)).toThrow(/keycloak/);
    },
  );
});
