import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a geocoding request can fail, with its HTTP status and the message key the front end shows. */
export const GEOCODING_ERRORS = {
  /** The geocoder did not answer or answered nonsense (back-office spec, section 8: 'Fehler beim Geocoding.'). */
  GEOCODER_UNAVAILABLE: { status: 502, key: 'geocoding.error' },
} as const satisfies Record<string, ErrorSpec>;

export class GeocodingException extends domainException(GEOCODING_ERRORS) {}
