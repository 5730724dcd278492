export * from './messages';
export * from './language';
export * from './i18n';
