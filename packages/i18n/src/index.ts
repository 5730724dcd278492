export * from './messages';
export * from './language';
export * from './i18n';
export { commonDe } from './common/common.de';
export { commonFr } from './common/common.fr';
export { commonIt } from './common/common.it';
