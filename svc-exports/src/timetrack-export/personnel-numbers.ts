import { Injectable } from '@nestjs/common';
import { PERSONNEL_NUMBERS_MAX } from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';

/**
 * The personnel numbers of the payroll csv (B§3 L103: the user profile's `pNr`), asked of the gateway's identity
 * module for the users of the period, PERSONNEL_NUMBERS_MAX in one request (`identity.users.personnel`; one
 * request per user cost the gateway 440 ms of CPU for 400 users, decision 0039). A user without one, or
 * unknown, has none (an empty cell).
 */
@Injectable()
export class PersonnelNumbers {
  constructor(private readonly requests: RequestClient) {}

  async of(userIDs: Iterable<string>): Promise<ReadonlyMap<string, string>> {
    const ids = [...new Set(userIDs)];
    const numbers = new Map<string, string>();
    for (let start = 0; start < ids.length; start += PERSONNEL_NUMBERS_MAX) {
      const answer = await this.requests.request('identity.users.personnel', {
        ids: ids.slice(start, start + PERSONNEL_NUMBERS_MAX),
      });
      for (const { _id, pNr } of answer) numbers.set(_id, pNr);
    }
    return numbers;
  }
}
