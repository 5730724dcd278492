import {
  cloneElement,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';

/** What the module of a deferred menu renders: Mantine's menu around `target`, opened at once. */
export type DeferredMenuProps = { target: ReactElement };

type TargetProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type Props = {
  /** The menu, `lazy(load)`: Mantine's Menu brings Popover and floating-ui (about 20 KB on a phone). */
  menu: LazyExoticComponent<ComponentType<DeferredMenuProps>>;
  /** The same `load`, started when the pointer or the focus reaches the button. */
  preload: () => unknown;
  /** The button that opens the menu. */
  target: ReactElement<TargetProps>;
};

/**
 * A menu whose code loads when it is first used, not with the first screen (the top bar's menus, the
 * dashboard's speed dial): until then the button alone stands there; a click opens the menu as soon as its
 * code is there.
 */
export function DeferredMenu({ menu: Menu, preload, target }: Props) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <Suspense fallback={target}>
        <Menu target={target} />
      </Suspense>
    );
  }
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => setUsed(true),
  });
}
