import { Injectable } from '@nestjs/common';
import { EVIDENCE_LINKS_MAX } from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';
import { FilesLocation } from '../report/files.client';

/**
 * Reads stored signatures from svc-files for a job, which runs without a caller's token: svc-files answers
 * signed links over NATS (`evidence.links`, decision 0013's links), and the bytes come from those links.
 */
@Injectable()
export class EvidenceFiles {
  constructor(
    private readonly requests: RequestClient,
    private readonly location: FilesLocation,
  ) {}

  /** The bytes of each named file svc-files holds; a name it does not know is left out. */
  async read(names: readonly string[]): Promise<Map<string, Buffer>> {
    const unique = [...new Set(names)];
    const files = new Map<string, Buffer>();
    for (let from = 0; from < unique.length; from += EVIDENCE_LINKS_MAX) {
      const links = await this.requests.request('evidence.links', {
        names: unique.slice(from, from + EVIDENCE_LINKS_MAX),
      });
      for (const { file, imageUrl } of links) {
        const response = await fetch(`${this.location.baseUrl}${imageUrl}`);
        if (!response.ok) throw new Error(`svc-files answered ${response.status} for ${file}`);
        files.set(file, Buffer.from(await response.arrayBuffer()));
      }
    }
    return files;
  }
}
