import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf } from '@agecheck/contracts';
import { parseRequest } from '@agecheck/nest-common';
import { FilesRepository } from './files.repository';

/**
 * Answers svc-purchases' control with the sha256 each evidence file had when its bytes arrived, so the
 * report kept at the first control names exactly the files the tester sent (issue 8, decision 0026).
 */
@Controller()
export class EvidenceController {
  constructor(private readonly files: FilesRepository) {}

  @MessagePattern('evidence.hashes')
  async hashes(@Payload() payload: unknown): Promise<ReplyOf<'evidence.hashes'>> {
    const { names } = parseRequest('evidence.hashes', payload);
    const files = await this.files.findByNames(names);
    return files.map((file) => ({ file: file.name, sha256: file.sha256 }));
  }
}
