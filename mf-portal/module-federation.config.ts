/**
 * mf-portal: the customer portal (promo-check results, complaints, VLs). What it exposes to the shell, which loads `./routes` (its route list); the rest of its
 * federation options (name, file names, shared singletons) come from `remoteRspackConfig`.
 */
export const exposes = { './routes': './src/routes.ts' };
