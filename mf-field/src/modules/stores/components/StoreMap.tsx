import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkerMap, type MapMarker } from '@agecheck/ui/map';

/** A place on the map: a store's name and position (a store without a position is left out). */
export type MapPoint = { name: string; latitude?: number; longitude?: number };

type Props = { points: readonly MapPoint[]; height?: number };

/**
 * The stores of the field app on a map (field-app spec, section 2: the wizard's map, the open list's map, the
 * store detail): blue markers named by the store, its name in the info window; one store at zoom 17,
 * several fitted into view (`@agecheck/ui/map`).
 */
export function StoreMap({ points, height = 220 }: Props) {
  const { t } = useTranslation('field');
  const markers = useMemo<MapMarker[]>(
    () =>
      points.map((point, index) => ({
        id: String(index),
        latitude: point.latitude,
        longitude: point.longitude,
        colour: 'blue',
        label: point.name,
      })),
    [points],
  );
  return (
    <MarkerMap
      markers={markers}
      height={height}
      label={t('stores.mapLabel', { count: points.length })}
      testId="store-map"
    />
  );
}
