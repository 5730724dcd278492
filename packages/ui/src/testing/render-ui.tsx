import { MantineProvider } from '@mantine/core';
import type { Language } from '@agecheck/contracts';
import { commonBundles } from '@agecheck/i18n/bundles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { runInThisContext } from 'node:vm';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ShellContext, type ShellContextValue } from '../shell/shell-context';

/**
 * A 2d context that draws nothing. jsdom paints a canvas only through the native `canvas` package, which this
 * repository does not install (it downloads binaries at install time); without it `getContext` answers null
 * and `toBlob` never calls back. Every drawing call is accepted and dropped, and properties keep what is set.
 */
function blankContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const properties: Record<string | symbol, unknown> = { canvas };
  return new Proxy(properties, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
  }) as unknown as CanvasRenderingContext2D;
}

/** What the shared components read of the browser that jsdom does not have. */
function completeJsdom(): void {
  // Mantine: media queries, resize observers, scrolling
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no fetch, and the API client calls the page's: it gets Node's own (read from Node's global scope,
  // as the test's global is jsdom's window), which calls a server the test starts. Node's fetch takes Node's
  // AbortSignal and FormData, not jsdom's.
  window.fetch ??= runInThisContext('fetch') as typeof fetch;
  // The signature pad: a canvas without pixels (see blankContext), whose PNG is an empty file.
  const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, contextId: string) {
    if (contextId !== '2d') return null;
    if (!contexts.has(this)) contexts.set(this, blankContext(this));
    return contexts.get(this);
  } as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback, type = 'image/png') {
    setTimeout(() => callback(new Blob([], { type })));
  };
}

export type RenderUiOptions = {
  /** The interface language of the `common` texts; German by default. */
  language?: Language;
  /**
   * What the shell hands the component (`useShell`), e.g. an `api` made by `createApiClient`; a member the
   * test did not give throws when the component reads it. Without it, the component renders outside a shell.
   */
  shell?: Partial<ShellContextValue>;
};

/** The shell's context with the members a test gives; reading any other fails the test with its name. */
function testShell(given: Partial<ShellContextValue>): ShellContextValue {
  return new Proxy(given, {
    get: (target, key) => {
      if (key in target) return target[key as keyof ShellContextValue];
      throw new Error(`renderUi: the test gave the shell no ${String(key)}`);
    },
  }) as ShellContextValue;
}

/**
 * Renders a shared component as the shell does (Mantine, TanStack Query, the `common` texts in the language,
 * the shell's context if given), for the component tests of packages/ui (React Testing Library in jsdom).
 * Mantine's test environment turns off transitions and portals, so what a dialog shows is in the document at
 * once. A failed read is not tried again (the shell tries a 5xx once more), so its error shows at once.
 */
export async function renderUi(ui: ReactElement, { language = 'de', shell }: RenderUiOptions = {}) {
  completeJsdom();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    defaultNS: 'common',
    resources: Object.fromEntries(
      Object.entries(commonBundles).map(([lang, texts]) => [lang, { common: texts }]),
    ),
    interpolation: { escapeValue: false },
  });
  // gcTime Infinity: no timer left to collect the cache after the test
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const shellValue = shell && testShell(shell);
  const withShell = (element: ReactElement) =>
    shellValue ? <ShellContext.Provider value={shellValue}>{element}</ShellContext.Provider> : element;
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>{withShell(element)}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
