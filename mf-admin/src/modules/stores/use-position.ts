import { useEffect, useState } from 'react';

export type Position = { lat: number; lng: number };

const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * The browser's position, asked for once `wanted` (the stores list's "only open by position"); `failed`
 * when the browser cannot or may not tell it.
 */
export function usePosition(wanted: boolean): { position?: Position; failed: boolean } {
  const [state, setState] = useState<{ position?: Position; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!wanted || state.position || !canLocate()) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ position: { lat: coords.latitude, lng: coords.longitude }, failed: false }),
      () => setState({ failed: true }),
      { timeout: 10_000 },
    );
  }, [wanted, state.position]);
  return { ...state, failed: state.failed || (wanted && !canLocate()) };
}
