export * from './timetrack.constants';
export * from './timetrack.schema';
export * from './timetrack-admin.schema';
export * from './timetrack.rules';
export * from './timetrack-save.rules';
export * from './timetrack-newer.rules';
export * from './timetrack-overview.rules';
