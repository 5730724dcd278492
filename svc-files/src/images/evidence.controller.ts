import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf } from '@agecheck/contracts';
import { Clock, parseRequest } from '@agecheck/nest-common';
import { FileLinks } from './file-links';
import { FilesRepository } from './files.repository';

/**
 * Answers the other services about stored evidence: svc-purchases' control with the sha256 each file had when
 * its bytes arrived (issue 8, decision 0026), and svc-exports' jobs, which run without a caller's token, with
 * signed links to the files they put into a document (the VL signatures, issue 19).
 */
@Controller()
export class EvidenceController {
  constructor(
    private readonly files: FilesRepository,
    private readonly links: FileLinks,
    private readonly clock: Clock,
  ) {}

  @MessagePattern('evidence.hashes')
  async hashes(@Payload() payload: unknown): Promise<ReplyOf<'evidence.hashes'>> {
    const { names } = parseRequest('evidence.hashes', payload);
    const files = await this.files.findByNames(names);
    return files.map((file) => ({ file: file.name, sha256: file.sha256 }));
  }

  @MessagePattern('evidence.links')
  async signedLinks(@Payload() payload: unknown): Promise<ReplyOf<'evidence.links'>> {
    const { names } = parseRequest('evidence.links', payload);
    const files = await this.files.findByNames(names);
    const now = this.clock.now();
    return files.map((file) => ({ file: file.name, imageUrl: this.links.linkTo(file.name, now) }));
  }
}
