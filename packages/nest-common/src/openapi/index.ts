export * from './api-description';
export * from './api-description.controller';
export * from './error-responses';
