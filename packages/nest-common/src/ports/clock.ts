import { Injectable } from '@nestjs/common';
import { toIsoDate } from '@agecheck/contracts';

/** The time, as the app's logic sees it: injected, so a unit test sets it (`TestClock`). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today as `yyyy-MM-dd` in the server's time zone. */
  today(): string {
    return toIsoDate(this.now());
  }
}
