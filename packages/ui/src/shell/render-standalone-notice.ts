import { detectLanguage, i18n, initI18n } from '@agecheck/i18n';

/**
 * What a remote shows when its own page is opened directly instead of through the shell: a line saying
 * where it belongs. Uses no React, so the remote's own entry stays tiny.
 */
export async function renderStandaloneNotice(appName: string): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  await initI18n(detectLanguage(undefined, navigator.languages));
  const paragraph = document.createElement('p');
  paragraph.style.cssText = 'font-family: system-ui, sans-serif; padding: 24px';
  paragraph.textContent = i18n.t('app.standalone', { app: appName });
  root.replaceChildren(paragraph);
}
