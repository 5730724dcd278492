/**
 * Registers the shell's service worker (field-app spec, section 1: "a service worker is registered after
 * login"). It caches the shell's own files so the app starts, and shows its offline page, without a network.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('service worker not registered', error);
  });
}
