/** Fixtures for the tests of the packages and services that use the contracts (not part of the runtime API). */
export { storedSprintEntry } from './sprints/sprint.fixtures';
