export * from './envelope';
export * from './requests';
export * from './subjects';
