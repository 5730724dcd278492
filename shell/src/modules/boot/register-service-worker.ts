/**
 * Registers the shell's service worker (field-app spec, section 1: "a service worker is registered after
 * login"). It caches the shell's own files so the app starts, and shows its offline page, without a network.
 * A new version waits; `onUpdateWaiting` hears of it with the function that lets it take over (the page
 * reloads once it has).
 */
export function registerServiceWorker(onUpdateWaiting: (activate: () => void) => void): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      const announce = () => {
        const waiting = registration.waiting;
        // The first worker of a browser takes over at once; only a replacement waits.
        if (!waiting || !navigator.serviceWorker.controller) return;
        onUpdateWaiting(() => {
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          waiting.postMessage({ type: 'SKIP_WAITING' });
        });
      };
      announce();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') announce();
        });
      });
    })
    .catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
}

/** Whether anything typed is not on the server yet (a draft or a waiting report): updates wait for it. */
export async function holdsUnsentReports(): Promise<boolean> {
  const { getOutbox } = await import('@agecheck/outbox');
  return getOutbox().holdsUnsent();
}
