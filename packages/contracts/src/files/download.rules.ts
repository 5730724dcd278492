/**
 * Who sees a download (field-app spec, section 3 L111 "Download: roles"; back-office spec, section 5 L138
 * "the admin role cannot be assigned"; checklist D.5, decision D-C12): a caller who holds one of its roles,
 * and admin every download. `GET api/downloads` lists, and links to, only those.
 */
export function canSeeDownload(
  callerRoles: readonly string[],
  download: { roles: readonly string[] },
): boolean {
  return callerRoles.includes('admin') || download.roles.some((role) => callerRoles.includes(role));
}
