export * from './common';
export * from './roles';
export * from './users/user.schema';
export * from './users/settings.rules';
export * from './shoppers/shopper.schema';
export * from './shoppers/shopper.rules';
export * from './protocol/protocol.schema';
export * from './events';
