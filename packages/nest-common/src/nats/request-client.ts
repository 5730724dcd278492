import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { REQUEST_SUBJECTS, type ReplyOf, type RequestOf, type RequestSubject } from '@agecheck/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { NATS_CLIENT_PROXY } from './nats.tokens';

const REQUEST_TIMEOUT_MS = 5_000;

/** Typed request/reply over NATS: the request and the reply are both checked against the contracts. */
@Injectable()
export class RequestClient {
  constructor(@Inject(NATS_CLIENT_PROXY) private readonly client: ClientProxy) {}

  /** Sends a request and waits for the reply, at most `timeoutMs` (5 s unless told). */
  async request<S extends RequestSubject>(
    subject: S,
    payload: RequestOf<S>,
    options: { timeoutMs?: number } = {},
  ): Promise<ReplyOf<S>> {
    const contract = REQUEST_SUBJECTS[subject];
    const request = contract.request.parse(payload);
    const reply = await firstValueFrom(
      this.client.send<unknown>(subject, request).pipe(timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS)),
    );
    return contract.reply.parse(reply) as ReplyOf<S>;
  }
}

/** Validates the payload of an incoming request (for `@MessagePattern` handlers). */
export function parseRequest<S extends RequestSubject>(subject: S, payload: unknown): RequestOf<S> {
  return REQUEST_SUBJECTS[subject].request.parse(payload) as RequestOf<S>;
}
