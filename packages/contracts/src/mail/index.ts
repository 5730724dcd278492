export * from './mail.schema';
export * from './mail.rules';
