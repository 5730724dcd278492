export * from './outbox-db';
export * from './outbox';
export * from './sender';
export * from './page-sender';
export * from './delivery';
export * from './use-outbox-status';
export * from './components/OutboxStatusBar';
export * from './images/prepare-photo';
