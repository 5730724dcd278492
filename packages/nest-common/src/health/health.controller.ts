import { Controller, Inject, Optional } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Db } from 'mongodb';
import { createZodDto, ZodResponse } from '../validation/zod-validation';
import { z } from 'zod';
import type { NatsConnection } from 'nats';
import { Endpoint } from '../auth/access.decorators';
import { ApiErrors } from '../errors/domain.exception';
import { MONGO_DB, pingMongo } from '../mongo/mongo.module';
import { NATS_CONNECTION } from '../nats/nats.tokens';

/**
 * A further readiness check an app adds (e.g. the gateway's downstream services). A failing check that
 * is not `critical` is reported in the body but keeps the app ready.
 */
export type ReadinessCheck = { name: string; probe: () => Promise<void>; critical?: boolean };
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

const indicatorsSchema = z.record(z.string(), z.looseObject({ status: z.enum(['up', 'down']) }));
class LivenessDto extends createZodDto(z.object({ status: z.literal('ok') })) {}
class ReadinessDto extends createZodDto(
  z.object({
    status: z.enum(['ok', 'error', 'shutting_down']),
    info: indicatorsSchema.optional(),
    error: indicatorsSchema.optional(),
    details: indicatorsSchema,
  }),
) {}

@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(MONGO_DB) private readonly db: Db,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Optional() @Inject(READINESS_CHECKS) private readonly extraChecks: ReadinessCheck[] = [],
  ) {}

  /** Liveness: the process answers. */
  @Endpoint('GET /health/live')
  @ZodResponse({ type: LivenessDto })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the app's database, NATS and any further dependency answer. */
  @Endpoint('GET /health/ready')
  // the 503 of a failed check goes out with the house error body (ApiExceptionFilter), as described here
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOkResponse({ type: ReadinessDto.Output })
  @ApiErrors({ NOT_READY: { status: 503, key: 'util.unavailable' } })
  ready() {
    const checks: ReadinessCheck[] = [
      { name: 'mongo', probe: () => pingMongo(this.db) },
      { name: 'nats', probe: async () => void (await this.nats.rtt()) },
      ...this.extraChecks,
    ];
    return this.health.check(checks.map((check) => () => this.run(check)));
  }

  private async run(check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const session = this.indicators.check(check.name);
    try {
      await check.probe();
      return session.up();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return check.critical === false ? session.up({ reachable: false, message }) : session.down({ message });
    }
  }
}
