import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf } from '@agecheck/contracts';
import { parseRequest } from '@agecheck/nest-common';
import { StoresService } from './stores.service';

/**
 * The geocoding job of svc-exports reads the stores without coordinates and writes back what it found over
 * NATS: svc-exports never touches svc-purchases' database (decision 0029).
 */
@Controller()
export class StoresGeocodingController {
  constructor(private readonly stores: StoresService) {}

  @MessagePattern('stores.geocoding.counts')
  counts(@Payload() payload: unknown): Promise<ReplyOf<'stores.geocoding.counts'>> {
    parseRequest('stores.geocoding.counts', payload);
    return this.stores.geocodingCounts();
  }

  @MessagePattern('stores.geocoding.pending')
  pending(@Payload() payload: unknown): Promise<ReplyOf<'stores.geocoding.pending'>> {
    return this.stores.pendingGeocoding(parseRequest('stores.geocoding.pending', payload));
  }

  @MessagePattern('stores.geocoding.positions')
  positions(@Payload() payload: unknown): Promise<ReplyOf<'stores.geocoding.positions'>> {
    return this.stores.writePositions(parseRequest('stores.geocoding.positions', payload));
  }
}
