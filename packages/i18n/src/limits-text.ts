/** A limit's number as the texts write it: Swiss thousands separator ('20’000'). */
export const count = (value: number) => value.toLocaleString('de-CH');

/** A limit in bytes as whole megabytes (MiB), as the upload texts give it. */
export const megabytes = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));
