import 'reflect-metadata';
import type { Abstract, Type } from '@nestjs/common';
import { REQUEST_SUBJECTS, type ReplyOf, type RequestOf, type RequestSubject } from '@agecheck/contracts';
import { RequestClient } from '../nats/request-client';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import type { AuthUser } from '../auth/auth-user';

/** A clock a test sets and moves; starts at 2026-11-23 10:00 local time unless told otherwise. */
export class TestClock extends Clock {
  constructor(private current: Date = new Date(2026, 10, 23, 10, 0, 0)) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = new Date(date);
  }
}

/** Ids that count up, so a test knows them in advance: `000000000000000000000001`, ... and `uuid-1`, ... */
export class SequentialIds extends IdGenerator {
  private next = 0;

  override objectId(): string {
    this.next += 1;
    return this.next.toString(16).padStart(24, '0');
  }

  override uuid(): string {
    this.next += 1;
    return `uuid-${this.next}`;
  }
}

type Handler<S extends RequestSubject> = (request: RequestOf<S>) => ReplyOf<S> | Promise<ReplyOf<S>>;

/**
 * NATS request/reply in memory: a test says how each subject answers. Requests and replies are checked
 * against the contracts both ways, as the real client does; a subject without an answer fails the test.
 */
export class InMemoryRequests implements Pick<RequestClient, 'request'> {
  private readonly handlers = new Map<RequestSubject, (request: unknown) => unknown>();
  readonly sent: { subject: RequestSubject; payload: unknown }[] = [];

  answer<S extends RequestSubject>(subject: S, handler: Handler<S>): this {
    this.handlers.set(subject, (request) => handler(request as RequestOf<S>));
    return this;
  }

  async request<S extends RequestSubject>(subject: S, payload: RequestOf<S>): Promise<ReplyOf<S>> {
    const contract = REQUEST_SUBJECTS[subject];
    const request = contract.request.parse(payload);
    this.sent.push({ subject, payload: request });
    const handler = this.handlers.get(subject);
    if (!handler) throw new Error(`no answer for the request ${subject} in this test`);
    return contract.reply.parse(await handler(request)) as ReplyOf<S>;
  }
}

/** The public members of a class: what a stand-in must offer in its place. */
export type Implementation<T> = { [K in keyof T]: T[K] };

/** Puts `useValue` in the place of the class `provide` (e.g. an in-memory repository, or an abstract class token). */
export type StandIn<T = unknown> = { provide: Type<T> | Abstract<T>; useValue: Implementation<T> };

/** Pairs a class with its stand-in, type-checked. */
export function standIn<T>(provide: Type<T> | Abstract<T>, useValue: Implementation<T>): StandIn<T> {
  return { provide, useValue };
}

/**
 * Builds a service for a unit test, following immich's `newTestService`: every constructor parameter is
 * filled from `standIns`, else with the in-memory ports (`TestClock`, `SequentialIds`, `InMemoryRequests`),
 * else by building that class the same way (e.g. `EventFactory` over the test clock and ids). A parameter
 * that would need a real server (a repository without a stand-in) fails the test at once.
 */
export function newTestService<S>(service: Type<S>, standIns: StandIn[] = []) {
  const clock = new TestClock();
  const ids = new SequentialIds();
  const requests = new InMemoryRequests();
  const instances = new Map<unknown, unknown>([
    [Clock, clock],
    [IdGenerator, ids],
    [RequestClient, requests],
    ...standIns.map(({ provide, useValue }) => [provide, useValue] as const),
  ]);
  const build = (type: Type, path: string[]): unknown => {
    if (instances.has(type)) return instances.get(type);
    const parameters = (Reflect.getMetadata('design:paramtypes', type) as Type[] | undefined) ?? [];
    if (type.length > 0 && parameters.length === 0)
      throw new Error(`${[...path, type.name].join(' → ')}: no constructor metadata; give it a stand-in`);
    if (parameters.some((parameter) => parameter === Object || parameter === undefined))
      throw new Error(
        `${[...path, type.name].join(' → ')} needs a stand-in (it injects a token or a server)`,
      );
    const instance = new type(...parameters.map((parameter) => build(parameter, [...path, type.name])));
    instances.set(type, instance);
    return instance;
  };
  return { sut: build(service, []) as S, clock, ids, requests };
}

/** A signed-in user for a service test: id and username `id`, the given roles. */
export function testUser(id: string, roles: AuthUser['roles']): AuthUser {
  return { id, username: id, name: `Name ${id}`, email: '', roles };
}
