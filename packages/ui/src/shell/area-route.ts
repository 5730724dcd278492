import type { ComponentType } from 'react';
import type { RoutePath } from '@agecheck/contracts';

/**
 * One screen of a remote, as its exposed `./routes` module lists it. The shell guards it with the access the
 * table `ROUTES` (packages/contracts) gives its path and loads the screen's code only when it is opened.
 */
export type AreaRoute = {
  /** Absolute path of a screen of the specs, e.g. `/shopper/detail`. */
  path: RoutePath;
  /** Loads the screen's component (a dynamic import, so each screen is its own chunk). */
  lazy: () => Promise<ComponentType>;
};

/** What a remote's `./routes` module exports. */
export type AreaRoutesModule = {
  routes: readonly AreaRoute[];
};
