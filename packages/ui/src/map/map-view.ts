import type { MarkerColour } from '@agecheck/contracts';

/** Centre and zoom of a map with no marker or several, and the zoom for one (back-office spec, section 9). */
export const SWITZERLAND = { longitude: 8.23, latitude: 46.8, zoom: 7 } as const;
export const SINGLE_MARKER_ZOOM = 17;
/** The info window's greatest width in pixels (back-office spec, section 9). */
export const INFO_WINDOW_MAX_WIDTH = 250;

/** The marker colours: the analysis rule's three, and blue for a place that is no test (a store on a map). */
export type MapMarkerColour = MarkerColour | 'blue';

export const MARKER_FILL: Record<MapMarkerColour, string> = {
  green: '#2f9e44',
  orange: '#f08c00',
  red: '#e03131',
  blue: '#1c7ed6',
};

/** A place on the map; one without both coordinates is not drawn. */
export type MapPlace = { latitude?: number | undefined; longitude?: number | undefined };

/** `[longitude, latitude]` of a place that has both. */
export function lonLatOf(place: MapPlace): [number, number] | undefined {
  const { latitude, longitude } = place;
  return typeof latitude === 'number' && typeof longitude === 'number' ? [longitude, latitude] : undefined;
}

/**
 * Where the map starts: on the one place at zoom 17, on Switzerland at zoom 7 otherwise (several places are
 * then fitted into view).
 */
export function initialViewOf(places: readonly MapPlace[]): {
  center: [number, number];
  zoom: number;
  fit: boolean;
} {
  const positions = places.flatMap((place) => {
    const position = lonLatOf(place);
    return position ? [position] : [];
  });
  const [single] = positions;
  if (positions.length === 1 && single) return { center: single, zoom: SINGLE_MARKER_ZOOM, fit: false };
  return {
    center: [SWITZERLAND.longitude, SWITZERLAND.latitude],
    zoom: SWITZERLAND.zoom,
    fit: positions.length > 1,
  };
}
