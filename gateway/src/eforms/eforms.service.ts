import { Injectable } from '@nestjs/common';
import {
  EFORM_KINDS,
  eformKindSchema,
  type Eform,
  type EformKind,
  type EformVerifyQuery,
  type Language,
} from '@agecheck/contracts';
import { Clock, type AuthUser } from '@agecheck/nest-common';
import { EformSettings } from './eform-settings';
import { EformUrlsSource } from './eform-urls.source';
import { eformToken, eformTokenProblem } from './eform-token';
import { EformsException } from './eforms.exception';

/**
 * The electronic forms (field-app spec, section 2, L52, L44; checklist D.6, decision D-C14): the gateway owns
 * them because it knows the caller (name, id) and holds the content security policy that must frame exactly
 * the forms' origins.
 */
@Injectable()
export class EformsService {
  constructor(
    private readonly settings: EformSettings,
    private readonly addresses: EformUrlsSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The forms configured in the language, each address completed with the caller's id, name and language, the
   * form and a token signed for the caller and the form that holds for `EFORMS_TOKEN_SECONDS`; never the
   * password or the access token. Without a signing secret no form is offered.
   */
  list(user: AuthUser, lang: Language): Eform[] {
    const { secret } = this.settings;
    if (!secret) return [];
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.settings.tokenSeconds;
    const urls = this.addresses.urls();
    return EFORM_KINDS.flatMap((form) => {
      const address = urls[form]?.[lang];
      if (!address) return [];
      const url = new URL(address);
      const claim = { user: user.id, form, expires };
      url.searchParams.set('user', user.id);
      url.searchParams.set('name', user.name);
      url.searchParams.set('lang', lang);
      url.searchParams.set('form', form);
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('token', eformToken(secret, claim));
      return [{ form, url: url.toString(), expires }];
    });
  }

  /** Checks a form's token for its provider: refused when a part is missing, altered or expired. */
  verify(query: EformVerifyQuery): { valid: true; user: string; form: EformKind; expires: number } {
    const { secret } = this.settings;
    const form = eformKindSchema.safeParse(query.form);
    const expires = Number(query.expires);
    if (!secret || !query.user || !form.success || !/^\d{1,15}$/.test(query.expires ?? '') || !query.token)
      throw new EformsException('EFORM_TOKEN_INVALID');
    const claim = { user: query.user, form: form.data, expires };
    const problem = eformTokenProblem(secret, claim, query.token, this.clock.now().getTime() / 1000);
    if (problem === 'altered') throw new EformsException('EFORM_TOKEN_INVALID');
    if (problem === 'expired') throw new EformsException('EFORM_TOKEN_EXPIRED');
    return { valid: true, ...claim };
  }
}
