/**
 * The one kit of the tests against the running platform, for the integration specs of every app and for the
 * end-to-end support. A dev-only workspace of its own: nest-common (a platform package the apps run with) no
 * longer depends on the tooling (`@agecheck/infra`), and no app imports another app's test files. It knows the
 * platform (addresses, tokens, the API, the databases), no domain: fixtures stay in the app whose tests use them.
 */
export * from './platform';
export * from './database';
