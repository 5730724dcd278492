/**
 * Helpers for the unit tests of Nest services and modules. The helpers of tests against the running platform
 * (`testPlatform`, `tokenFor`, `callApi`, `eventually`, `testDatabase`) are in the dev-only `@agecheck/test-kit`.
 */
export * from './served-endpoints';
export * from './test-service';
export * from './in-memory-event-bus';
export * from './module-graph';
export * from './collection-owners';
export * from './repository-contract';
