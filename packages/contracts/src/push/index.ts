export * from './push.schema';
export * from './push.rules';
