import { RemoveScroll as library } from 'react-remove-scroll';
import { RemoveScroll } from './remove-scroll-class-names.mjs';

describe("AppShell's stand-in for react-remove-scroll", () => {
  it("has the library's class names, so the layout and the first dialog agree on them", () => {
    expect(RemoveScroll.classNames).toEqual(library.classNames);
  });
});
