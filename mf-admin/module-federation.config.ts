/**
 * mf-admin: the back office of planners and administrators, and the promo administration. What it exposes to the shell, which loads `./routes` (its route list); the rest of its
 * federation options (name, file names, shared singletons) come from `remoteRspackConfig`.
 */
export const exposes = { './routes': './src/routes.ts' };
