import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style, Text as OlText } from 'ol/style';

/** Centre and zoom of a map with no store or several, and the zoom for one store (field-app spec, section 9). */
const SWITZERLAND = { lng: 8.23, lat: 46.8, zoom: 7 };
const SINGLE_STORE_ZOOM = 17;

/** A place on the map: a store's name and position (a store without a position is left out). */
export type MapPoint = { name: string; latitude?: number; longitude?: number };

type Props = { points: readonly MapPoint[]; height?: number };

function positionOf(point: MapPoint): [number, number] | undefined {
  const { latitude, longitude } = point;
  return typeof latitude === 'number' && typeof longitude === 'number' ? [longitude, latitude] : undefined;
}

/**
 * An OpenLayers map of stores (field-app spec, section 2: the wizard's map, the open list's map, the store
 * detail). The stores are drawn as labelled points; map tiles come from an outside service, which this
 * platform does not reach (docs/decisions), so the map has no background layer.
 */
export function StoreMap({ points, height = 220 }: Props) {
  const { t } = useTranslation('field');
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target.current) return;
    const positions = points.flatMap((point) => {
      const position = positionOf(point);
      return position ? [{ name: point.name, position }] : [];
    });
    const features = positions.map(({ name, position }) => {
      const feature = new Feature(new Point(fromLonLat(position)));
      feature.setStyle(
        new Style({
          image: new Circle({
            radius: 7,
            fill: new Fill({ color: '#1c7ed6' }),
            stroke: new Stroke({ color: '#fff', width: 2 }),
          }),
          text: new OlText({ text: name, offsetY: -16, fill: new Fill({ color: '#1a1b1e' }) }),
        }),
      );
      return feature;
    });
    const source = new VectorSource({ features });
    const single = positions.length === 1 ? positions[0]?.position : undefined;
    const map = new OlMap({
      target: target.current,
      layers: [new VectorLayer({ source })],
      controls: [],
      view: new View({
        center: fromLonLat(single ?? [SWITZERLAND.lng, SWITZERLAND.lat]),
        zoom: single ? SINGLE_STORE_ZOOM : SWITZERLAND.zoom,
      }),
    });
    const extent = source.getExtent();
    if (features.length > 1 && extent) map.getView().fit(extent, { padding: [30, 30, 30, 30], maxZoom: 15 });
    return () => map.setTarget(undefined);
  }, [points]);

  return (
    <Box
      ref={target}
      h={height}
      mt="sm"
      role="img"
      aria-label={t('stores.mapLabel', { count: points.length })}
      data-testid="store-map"
      style={{ borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
