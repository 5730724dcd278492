import { Injectable } from '@nestjs/common';
import { RequestClient } from '@agecheck/nest-common';

/** How many users are asked at once. */
const AT_ONCE = 20;

/**
 * The personnel numbers of the payroll csv (B§3 L103: the user profile's `pNr`), asked of the gateway's identity
 * module (`identity.user.get`) for each user of the period: a few hundred at most, once per export. A user
 * without one, or unknown, has none (an empty cell).
 */
@Injectable()
export class PersonnelNumbers {
  constructor(private readonly requests: RequestClient) {}

  async of(userIDs: Iterable<string>): Promise<ReadonlyMap<string, string>> {
    const ids = [...new Set(userIDs)];
    const numbers = new Map<string, string>();
    for (let start = 0; start < ids.length; start += AT_ONCE) {
      const answers = await Promise.all(
        ids.slice(start, start + AT_ONCE).map((id) => this.requests.request('identity.user.get', { id })),
      );
      for (const answer of answers) if (answer?.pNr) numbers.set(answer._id, answer.pNr);
    }
    return numbers;
  }
}
