import type { EformUrls } from '@agecheck/contracts';

/**
 * The e-forms' configuration (decision D-C14): the forms' addresses by form and language (Helm values,
 * EFORMS_URLS), the secret their tokens are signed with (a Kubernetes Secret, EFORMS_TOKEN_SECRET; never
 * logged) and how long a token holds (EFORMS_TOKEN_SECONDS, 10 minutes).
 */
export class EformSettings {
  constructor(
    readonly urls: EformUrls,
    readonly secret: string | undefined,
    readonly tokenSeconds: number,
  ) {}
}
