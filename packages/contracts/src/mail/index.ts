export * from './mail.schema';
export * from './mail.rules';
export * from './failed-test-notice.rules';
