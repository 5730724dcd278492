export * from './outbox-db';
export * from './outbox';
export * from './sender';
export * from './page-sender';
