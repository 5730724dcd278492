// What Mantine's AppShell takes from react-remove-scroll: the two class names of its `RemoveScroll`. The
// bundler gives AppShell this module instead of the library (5 KB on a phone), which comes with the first
// dialog or drawer that locks the page's scrolling and sets the same names. Written out here: importing the library's constants module would bring its whole
// chunk along; remove-scroll-class-names.spec.mjs fails when they differ from the library's.
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
