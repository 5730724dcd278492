import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DashboardPurchasesPart } from '@agecheck/contracts';
import { parseRequest } from '@agecheck/nest-common';
import { DashboardPurchasesService } from './dashboard-purchases.service';

/** Answers the gateway's dashboard with the purchases part over NATS. */
@Controller()
export class DashboardPurchasesController {
  constructor(private readonly purchases: DashboardPurchasesService) {}

  @MessagePattern('dashboard.purchases')
  part(@Payload() payload: unknown): Promise<DashboardPurchasesPart> {
    return this.purchases.part(parseRequest('dashboard.purchases', payload));
  }
}
