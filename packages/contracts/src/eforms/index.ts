export * from './eform.schema';
export * from './eform.rules';
