import { ownerOfPath, REMOTE_APPS } from '@agecheck/contracts';

/** A remote, by its name in the app manifest (the key of its manifest URL in the shell configuration). */
export type AreaId = string;

/**
 * The area a path belongs to, or undefined for a path of no remote. The longest matching prefix of the app
 * manifest wins, so `/downloads/add` (administration of downloads) goes to mf-admin while `/downloads`
 * belongs to mf-field.
 */
export function areaForPath(pathname: string): AreaId | undefined {
  return ownerOfPath(REMOTE_APPS, pathname)?.name;
}

/** The Module Federation name of a remote (docs/engineering.md). */
export function federationNameOf(area: AreaId): string {
  const remote = REMOTE_APPS.find((app) => app.name === area);
  if (!remote) throw new Error(`unknown area ${area}`);
  return remote.federationName;
}
