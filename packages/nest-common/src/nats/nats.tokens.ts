export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const NATS_CLIENT_PROXY = Symbol('NATS_CLIENT_PROXY');
