import { createTheme } from '@mantine/core';

/**
 * The Mantine theme. `md` is 60em (960 px): the spec's breakpoint for the side navigation (field-app spec,
 * section 9), so `md` in any layout means the same width.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
});
