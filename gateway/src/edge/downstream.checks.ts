import { SERVICE_APPS } from '@agecheck/contracts';
import type { ReadinessCheck } from '@agecheck/nest-common';
import type { GatewayConfig } from '../config';

const PROBE_TIMEOUT_MS = 2_000;

/**
 * Readiness of each domain service, as the gateway sees it. They are reported, not fatal: one service
 * being down must not take the gateway (and with it the shell and every other area) out of rotation.
 */
export function downstreamChecks(config: GatewayConfig): ReadinessCheck[] {
  return SERVICE_APPS.map(({ name }) => ({
    name,
    critical: false,
    probe: async () => {
      const response = await fetch(`${config.services[name]}/health/ready`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
    },
  }));
}
