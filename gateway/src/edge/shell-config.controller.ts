import { Controller, Inject } from '@nestjs/common';
import { shellConfigSchema, type ShellConfig } from '@agecheck/contracts';
import { createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { GATEWAY_CONFIG } from '../gateway-config.token';
import type { GatewayConfig } from '../config';

/** The shell's run-time configuration: where to sign in and where each remote's manifest is. */
export function shellConfigOf(config: GatewayConfig): ShellConfig {
  const [url = '', realm = ''] = config.oidc.issuer.split('/realms/');
  return {
    keycloak: { url, realm, clientId: config.oidcClientId },
    remotes: config.remotesManifest,
    map: config.mapTiles,
    push: config.push.vapid ? { publicKey: config.push.vapid.publicKey } : {},
  };
}

class ShellConfigDto extends createZodDto(shellConfigSchema) {}

@Controller()
export class ShellConfigController {
  private readonly shellConfig: ShellConfig;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.shellConfig = shellConfigOf(config);
  }

  @Endpoint('GET /config/shell.json')
  @ZodResponse({ type: ShellConfigDto })
  get(): ShellConfig {
    return this.shellConfig;
  }
}
