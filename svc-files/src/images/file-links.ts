import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links are valid for whole minutes, so the same file asked twice in a minute gets the same, cacheable link. */
const STEP_SECONDS = 60;

/**
 * Short-lived signed links to stored files (docs/decisions/0013-serving-files.md): an HMAC-SHA256 over the
 * file's name and the link's expiry, so an `<img src>` loads the bytes without a token, only until then.
 */
export class FileLinks {
  constructor(
    private readonly secret: string,
    private readonly validSeconds: number,
    /** The route that serves the bytes; a link signed for one route is not valid on another. */
    private readonly path: string = '/api/images/file',
  ) {}

  /** The link to a file, valid for at least `validSeconds` from `now`. */
  linkTo(name: string, now: Date): string {
    const expires = Math.ceil((now.getTime() / 1000 + this.validSeconds) / STEP_SECONDS) * STEP_SECONDS;
    return `${this.path}/${name}?expires=${expires}&signature=${this.sign(name, expires)}`;
  }

  /** The seconds a link has left, or undefined when its signature does not match or its time is up. */
  secondsLeft(
    name: string,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
  ): number | undefined {
    if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return undefined;
    const expected = Buffer.from(this.sign(name, Number(expires)), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const left = Math.floor(Number(expires) - now.getTime() / 1000);
    return left > 0 ? left : undefined;
  }

  private sign(name: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${this.path}/${name}\n${expires}`).digest('hex');
  }
}
