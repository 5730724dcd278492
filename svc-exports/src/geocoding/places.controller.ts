import { Controller, Query } from '@nestjs/common';
import { placeSearchAnswerSchema, placeSearchQuerySchema, type PlaceSearchAnswer } from '@agecheck/contracts';
import { ApiErrors, createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { Geocoder, GeocoderUnavailable } from './geocoder';
import { GEOCODING_ERRORS, GeocodingException } from './geocoding.exception';

class PlaceSearchQueryDto extends createZodDto(placeSearchQuerySchema) {}
class PlaceSearchAnswerDto extends createZodDto(placeSearchAnswerSchema) {}

/** Places a search offers at most. */
const PLACES_LIMIT = 10;

/** The place search of the store edit dialog (back-office spec, section 2, "Stores": "place search"). */
@ApiErrors(GEOCODING_ERRORS)
@Controller()
export class PlacesController {
  constructor(private readonly geocoder: Geocoder) {}

  @Endpoint('GET /api/stores/geocode/places')
  @ZodResponse({ type: PlaceSearchAnswerDto })
  async search(@Query() { query }: PlaceSearchQueryDto): Promise<PlaceSearchAnswer> {
    try {
      return { places: await this.geocoder.search(query, PLACES_LIMIT) };
    } catch (error) {
      if (error instanceof GeocoderUnavailable) throw new GeocodingException('GEOCODER_UNAVAILABLE');
      throw error;
    }
  }
}
