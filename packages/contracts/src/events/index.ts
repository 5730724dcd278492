export * from './envelope';
export * from './subjects';
