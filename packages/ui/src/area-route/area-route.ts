import type { ComponentType } from 'react';
import type { Access } from '../access/access';

/**
 * One screen of a remote, as its exposed `./routes` module lists it. The shell guards it with `access` and
 * loads the screen's code only when the route is opened.
 */
export type AreaRoute = {
  /** Absolute path, e.g. `/shopper/detail`. */
  path: string;
  access: Access;
  /** Loads the screen's component (a dynamic import, so each screen is its own chunk). */
  lazy: () => Promise<ComponentType>;
};

/** What a remote's `./routes` module exports. */
export type AreaRoutesModule = {
  routes: readonly AreaRoute[];
};
