export * from './envelope';
export * from './requests';
export * from './subjects';
export * from './purchase-events';
export * from './timetrack-events';
export * from './mail-events';
export * from './user-events';
export * from './export-events';
