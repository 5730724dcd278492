import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

/**
 * The Mantine theme. `md` is 60em (960 px): the spec's breakpoint for the side navigation (field-app spec,
 * section 9), so `md` in any layout means the same width. Filled buttons use shade 8, on which white text
 * has a contrast of at least 4.5:1 (WCAG AA); Mantine's default shade 6 has about 3.5:1. The close button
 * of every toast, dialog and drawer (a bottom sheet) is named in the user's language (`closeLabel`), as a
 * button without a name is not usable with a screen reader. The components are configured by name, not with
 * `Alert.extend(...)`: that would load their code with the first screen (each Mantine component is a shared
 * module of its own).
 */
export function shellTheme(closeLabel: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'blue',
    primaryShade: 8,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // An alert's title in the text colour: yellow or orange text on their light background stays below
      // a contrast of 4.5:1 in every shade; the icon and the background keep the alert's colour.
      Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
}

/**
 * Secondary ("dimmed") text and error text dark enough for a contrast of at least 4.5:1 on white and on
 * the light grey of cards (Mantine's defaults, gray 6 and red 6, have about 3.3:1). The "light" variants
 * (active menu entry, light buttons and badges) get the two lightest shades as background and hover, so
 * that their shade-9 text keeps 4.5:1 also under the pointer.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    ...Object.fromEntries(
      Object.keys(theme.colors).flatMap((color) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: {},
});
