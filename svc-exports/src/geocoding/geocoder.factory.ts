import { GeoAdminGeocoder } from './geoadmin.geocoder';
import type { Geocoder, GeocoderConfig } from './geocoder';
import { NominatimGeocoder } from './nominatim.geocoder';

/** The provider the configuration chooses. */
export function geocoderFor({ provider, url }: GeocoderConfig): Geocoder {
  switch (provider) {
    case 'geoadmin':
      return new GeoAdminGeocoder(url);
    case 'nominatim':
      return new NominatimGeocoder(url);
  }
}
