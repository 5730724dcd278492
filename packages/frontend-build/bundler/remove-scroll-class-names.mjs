// What Mantine's AppShell takes from react-remove-scroll: the two class names of its `RemoveScroll`, from the
// library's own constants. The bundler gives AppShell this module instead of the library (5 KB on a phone),
// which comes with the first dialog or drawer that locks the page's scrolling and sets the same names.
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
