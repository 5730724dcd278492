import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, CloseButton, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Overlay from 'ol/Overlay';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style, Text as OlText } from 'ol/style';
import { loadMapTiles } from './map-tiles';
import {
  INFO_WINDOW_MAX_WIDTH,
  initialViewOf,
  lonLatOf,
  MARKER_FILL,
  SWITZERLAND,
  type MapMarkerColour,
  type MapPlace,
} from './map-view';

export { INFO_WINDOW_MAX_WIDTH, MARKER_FILL, type MapMarkerColour } from './map-view';

/** A marker: where, its colour, a short label beside it, and what its info window shows. */
export type MapMarker = MapPlace & {
  id: string;
  colour: MapMarkerColour;
  label?: string;
  info?: ReactNode;
};

type Props = {
  markers: readonly MapMarker[];
  /** What the map shows, for screen readers. */
  label: string;
  height?: number | string;
  /** The marker whose info window is open (a list beside the map may choose it too). */
  selectedId?: string | undefined;
  onSelect?: (id: string | undefined) => void;
  testId?: string;
};

function styleOf(marker: MapMarker): Style {
  return new Style({
    // every marker is drawn; a label that would overlap another label or marker is left out (the info
    // window names the store)
    image: new Circle({
      declutterMode: 'obstacle',
      radius: 8,
      fill: new Fill({ color: MARKER_FILL[marker.colour] }),
      stroke: new Stroke({ color: '#fff', width: 2 }),
    }),
    ...(marker.label
      ? {
          text: new OlText({
            text: marker.label,
            offsetY: -18,
            fill: new Fill({ color: '#1a1b1e' }),
            stroke: new Stroke({ color: '#fff', width: 3 }),
          }),
        }
      : {}),
  });
}

/**
 * An OpenLayers map of coloured markers with an info window (back-office spec, section 9: centred on
 * Switzerland at zoom 7, zoom 17 for a single place, info window at most 250 px wide). The background tiles
 * come from the tile server of `/config/shell.json`; without one, or while it cannot be reached, the markers
 * and info windows work on a plain background. Import it as `@agecheck/ui/map` from a lazily loaded screen:
 * OpenLayers is large.
 */
export function MarkerMap({
  markers,
  label,
  height = 360,
  selectedId,
  onSelect,
  testId = 'marker-map',
}: Props) {
  const { t } = useTranslation('common');
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | undefined>(undefined);
  const source = useRef(new VectorSource());
  const infoElement = useMemo(() => document.createElement('div'), []);
  const overlay = useMemo(
    () =>
      new Overlay({
        element: infoElement,
        positioning: 'bottom-center',
        offset: [0, -14],
        stopEvent: true,
        // a window opened near the edge moves the map until it is wholly in view
        autoPan: { margin: 16, animation: { duration: 200 } },
      }),
    [infoElement],
  );
  // With onSelect the parent holds the open window (a list beside the map chooses too); else the map does.
  const [ownSelected, setOwnSelected] = useState<string | undefined>();
  const selected = onSelect ? selectedId : ownSelected;
  const choose = (id: string | undefined) => (onSelect ? onSelect(id) : setOwnSelected(id));
  const chooseOnMap = useEffectEvent(choose);

  useEffect(() => {
    if (!target.current) return;
    const created = new OlMap({
      target: target.current,
      layers: [new VectorLayer({ source: source.current, declutter: true })],
      overlays: [overlay],
      view: new View({
        center: fromLonLat([SWITZERLAND.longitude, SWITZERLAND.latitude]),
        zoom: SWITZERLAND.zoom,
      }),
    });
    created.on('singleclick', (event) => {
      const hit = created.forEachFeatureAtPixel(event.pixel, (feature) => feature.getId(), {
        hitTolerance: 6,
      });
      chooseOnMap(hit === undefined ? undefined : String(hit));
    });
    created.on('pointermove', (event) => {
      created.getTargetElement().style.cursor = created.hasFeatureAtPixel(event.pixel) ? 'pointer' : '';
    });
    map.current = created;
    let active = true;
    void loadMapTiles().then(({ tileUrl, attribution }) => {
      if (!active || !tileUrl) return;
      const tiles = new XYZ({ url: tileUrl, ...(attribution ? { attributions: attribution } : {}) });
      created.getLayers().insertAt(0, new TileLayer({ source: tiles }));
    });
    return () => {
      active = false;
      created.setTarget(undefined);
      map.current = undefined;
    };
  }, [overlay]);

  useEffect(() => {
    const features = markers.flatMap((marker) => {
      const position = lonLatOf(marker);
      if (!position) return [];
      const feature = new Feature(new Point(fromLonLat(position)));
      feature.setId(marker.id);
      feature.setStyle(styleOf(marker));
      return [feature];
    });
    source.current.clear();
    source.current.addFeatures(features);
    const view = initialViewOf(markers);
    const olView = map.current?.getView();
    olView?.setCenter(fromLonLat(view.center));
    olView?.setZoom(view.zoom);
    const extent = source.current.getExtent();
    if (view.fit && extent) olView?.fit(extent, { padding: [40, 40, 40, 40], maxZoom: 15 });
  }, [markers]);

  const selectedMarker = markers.find((marker) => marker.id === selected);
  useEffect(() => {
    const position = selectedMarker ? lonLatOf(selectedMarker) : undefined;
    overlay.setPosition(position ? fromLonLat(position) : undefined);
  }, [overlay, selectedMarker]);

  return (
    <Box
      ref={target}
      h={height}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-markers={markers
        .filter((marker) => lonLatOf(marker))
        .map((marker) => marker.colour)
        .join(',')}
      style={{
        position: 'relative',
        borderRadius: 8,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {selectedMarker
        ? createPortal(
            <Paper
              shadow="md"
              p="xs"
              pr={28}
              withBorder
              maw={INFO_WINDOW_MAX_WIDTH}
              data-testid="map-info"
              pos="relative"
            >
              <CloseButton
                size="sm"
                pos="absolute"
                top={4}
                right={4}
                aria-label={t('util.close')}
                onClick={() => choose(undefined)}
              />
              {selectedMarker.info ?? selectedMarker.label}
            </Paper>,
            infoElement,
          )
        : null}
    </Box>
  );
}
