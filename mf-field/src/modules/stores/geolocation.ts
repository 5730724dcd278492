import { useEffect, useState } from 'react';

/** Where the phone is, or why it cannot tell (field-app spec, "Near stores": "no GPS"). */
export type PhonePosition =
  { state: 'locating' } | { state: 'found'; lat: number; lng: number } | { state: 'unavailable' };

/** The phone's position while `enabled`, asked once each time it becomes enabled. */
export function usePhonePosition(enabled: boolean): PhonePosition {
  const [position, setPosition] = useState<PhonePosition>({ state: 'locating' });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    if (!('geolocation' in navigator)) {
      queueMicrotask(() => !cancelled && setPosition({ state: 'unavailable' }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        !cancelled && setPosition({ state: 'found', lat: coords.latitude, lng: coords.longitude }),
      () => !cancelled && setPosition({ state: 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
    return () => {
      cancelled = true;
      setPosition({ state: 'locating' });
    };
  }, [enabled]);
  return position;
}
