/**
 * mf-field: the field staff's area (dashboard, purchases, shoppers, time, mail, downloads, ...). What it exposes to the shell, which loads `./routes` (its route list); the rest of its
 * federation options (name, file names, shared singletons) come from `remoteRspackConfig`.
 */
export const exposes = { './routes': './src/routes.ts' };
