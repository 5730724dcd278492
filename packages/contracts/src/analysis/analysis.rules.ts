/** The colours of the analysis map's markers (back-office spec, section 9). */
export const MARKER_COLOURS = ['green', 'orange', 'red'] as const;
export type MarkerColour = (typeof MARKER_COLOURS)[number];

/** Below so many minutes since the user's previous purchase a marker is green, below the second orange. */
export const MARKER_GREEN_BELOW_MINUTES = 20;
export const MARKER_ORANGE_BELOW_MINUTES = 40;

/**
 * A marker's colour on the analysis map (back-office spec, section 9: "Map marker colours by minutes since
 * the previous purchase: under 20 green, under 40 orange, otherwise red; analysis map shows red markers for
 * open items"). A user's first purchase of the day has no previous one and counts as green (nothing to
 * question; docs/decisions/0023-analysis-and-insight.md).
 */
export function markerColourOf(
  marker: { open: true } | { open: false; minutesSincePrevious: number | undefined },
): MarkerColour {
  if (marker.open) return 'red';
  const minutes = marker.minutesSincePrevious;
  if (minutes === undefined || minutes < MARKER_GREEN_BELOW_MINUTES) return 'green';
  if (minutes < MARKER_ORANGE_BELOW_MINUTES) return 'orange';
  return 'red';
}

/** Minutes of the day of an `HH:mm` time. */
function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * A user's purchases of one day in the order made, each with the minutes since the previous one (the
 * analyze call of back-office spec, section 7: "analyze with sID and date"). A purchase without a time
 * comes last and has no interval, nor has the one after it.
 */
export function withMinutesSincePrevious<P extends { time?: string | undefined; _id: string }>(
  purchases: readonly P[],
): (P & { minutesSincePrevious?: number })[] {
  const ordered = [...purchases].sort((a, b) => {
    if (a.time === b.time) return a._id.localeCompare(b._id);
    if (a.time === undefined) return 1;
    if (b.time === undefined) return -1;
    return a.time.localeCompare(b.time);
  });
  return ordered.map((purchase, index) => {
    const previous = ordered[index - 1]?.time;
    if (previous === undefined || purchase.time === undefined) return { ...purchase };
    return { ...purchase, minutesSincePrevious: minutesOfDay(purchase.time) - minutesOfDay(previous) };
  });
}
