import { Injectable } from '@nestjs/common';
import { ObjectId } from 'mongodb';
import { randomUUID } from 'node:crypto';

/** New ids, injected so a unit test gets predictable ones (`SequentialIds`). */
@Injectable()
export class IdGenerator {
  /** A new MongoDB ObjectId in its 24-character hex form (the id of a new document). */
  objectId(): string {
    return new ObjectId().toHexString();
  }

  /** A new UUID (event ids). */
  uuid(): string {
    return randomUUID();
  }
}
