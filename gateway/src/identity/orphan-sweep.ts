import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway-config.token';
import { UserAdminService } from './user-admin.service';

/**
 * Runs the orphan sweep of the users administration (decision 0043) four times per orphan age, on every
 * replica (the sweep is idempotent), one run after the other.
 */
@Injectable()
export class OrphanSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrphanSweep.name);
  private readonly orphanAfterMs: number;
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly admin: UserAdminService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.orphanAfterMs = config.keycloakAdmin.orphanAfterMs;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), Math.max(1000, this.orphanAfterMs / 4));
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.admin.removeOrphans(new Date(), this.orphanAfterMs);
    } catch (error) {
      this.logger.warn(`the orphan sweep waits for its next run: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
