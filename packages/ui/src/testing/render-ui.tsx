import { MantineProvider } from '@mantine/core';
import type { Language } from '@agecheck/contracts';
import { commonBundles } from '@agecheck/i18n/bundles';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** What Mantine reads of the browser that jsdom does not have: media queries, resize observers, scrolling. */
function completeJsdom(): void {
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
}

/**
 * Renders a shared component as the shell does (Mantine, the `common` texts in `language`), for the component
 * tests of packages/ui (React Testing Library in jsdom). Mantine's test environment turns off transitions
 * and portals, so what a dialog shows is in the document at once.
 */
export async function renderUi(ui: ReactElement, language: Language = 'de') {
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
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{element}</MantineProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
