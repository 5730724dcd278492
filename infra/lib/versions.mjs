// @ts-check
// Pinned versions of the local infrastructure. Changing a version here makes `ensureInstalled` build or fetch
// the new one on the next run (the old one stays in the cache until it is deleted).

/** FerretDB 1.x (MongoDB wire protocol on SQLite), built from module source. */
export const FERRETDB_VERSION = 'v1.24.2';

/** nats-server with JetStream (Debian 12 ships 2.9, too old), built with `go install`. */
export const NATS_SERVER_VERSION = 'v2.15.2';

/** k6, the load generator of the edge benchmark (`e2e/bench/edge-load.mjs`), built with `go install`. */
export const K6_VERSION = 'v1.8.1';

/** Helm 3 CLI, built with `go install` (the chart lives in `helm/`). */
export const HELM_VERSION = 'v3.22.0';

/** Keycloak on Java 21+: the newest 26.x. */
export const KEYCLOAK_26_VERSION = '26.7.3';

/** Keycloak on Java 17: the newest 25.0.x. */
export const KEYCLOAK_25_VERSION = '25.0.6';

/** The Maven plugin that copies the Keycloak distribution out of the configured repositories. */
export const MAVEN_DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';
