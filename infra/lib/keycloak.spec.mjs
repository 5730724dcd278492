// @ts-check
import { chooseKeycloak, javaMajor } from './keycloak.mjs';
import { KEYCLOAK_25_VERSION, KEYCLOAK_26_VERSION } from './versions.mjs';

describe('javaMajor reads the release file of a JDK', () => {
  it.each([
    ['JAVA_VERSION="25.0.1"', 25],
    ['IMPLEMENTOR="Eclipse Adoptium"\nJAVA_VERSION="21"\n', 21],
    ['JAVA_VERSION="17.0.15+6-Debian"', 17],
    ['JAVA_VERSION="1.8.0_412"', 8],
    ['no version here', NaN],
  ])('%j → %p', (release, major) => expect(javaMajor(release)).toBe(major));
});

describe('chooseKeycloak: Keycloak 26 on Java 21+, else 25.0 on Java 17 (decision 0002)', () => {
  const java25 = { home: '/usr/lib/jvm/temurin-25', major: 25 };
  const java21 = { home: '/usr/lib/jvm/java-21', major: 21 };
  const java17 = { home: '/usr/lib/jvm/java-17', major: 17 };
  const java11 = { home: '/usr/lib/jvm/java-11', major: 11 };

  it.each([
    ['the newest JDK 21+ runs Keycloak 26', [java25, java21, java17], {}, KEYCLOAK_26_VERSION, java25],
    ['Java 17 only: Keycloak 25', [java17, java11], {}, KEYCLOAK_25_VERSION, java17],
    [
      'KEYCLOAK_JAVA_HOME picks the JDK',
      [java25, java17],
      { KEYCLOAK_JAVA_HOME: java17.home },
      KEYCLOAK_25_VERSION,
      java17,
    ],
    [
      'KEYCLOAK_VERSION 25 takes Java 17 although 25 is there',
      [java25, java17],
      { KEYCLOAK_VERSION: '25.0.1' },
      '25.0.1',
      java17,
    ],
    [
      'KEYCLOAK_VERSION 26.x on the newest JDK',
      [java25, java21],
      { KEYCLOAK_VERSION: '26.0.8' },
      '26.0.8',
      java25,
    ],
  ])('%s', (_name, jdks, settings, version, jdk) => {
    expect(chooseKeycloak(jdks, settings)).toEqual({ version, jdk });
  });

  it.each([
    ['no JDK at all', [], {}],
    ['only Java 11', [java11], {}],
    [
      'Keycloak 25 forced but only Java 25 (which it does not support)',
      [java25],
      { KEYCLOAK_VERSION: '25.0.6' },
    ],
    ['Keycloak 26 forced with only Java 17', [java17], { KEYCLOAK_VERSION: '26.7.3' }],
  ])('says what is missing: %s', (_name, jdks, settings) => {
    expect(() => chooseKeycloak(jdks, settings)).toThrow(/no JDK for Keycloak/);
  });
});
