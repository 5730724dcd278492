import { EVENT_STREAMS, EVENT_SUBJECTS, type EventSubject } from '../events/subjects';

/** The protocol's modules: the prefix of every event stream (decision 0040). */
export const PROTOCOL_MODULES = Object.values(EVENT_STREAMS).map((filter) => filter.replace(/\.>$/, ''));

/** The module and type of a subject, as the protocol stores them (`<module>.<type>`). */
export function protocolModuleAndType(subject: string): { module: string; type: string } {
  const [module = '', ...rest] = subject.split('.');
  return { module, type: rest.join('.') };
}

/**
 * The values of the protocol's filters (CHECKLIST D.8, decision 0040): each module with the types its event
 * subjects give, taken from the contracts' subjects rather than an endpoint, so a new subject is offered as
 * soon as it is declared. Modules without subjects are offered too (their types empty).
 */
export function protocolFacets(
  subjects: readonly string[] = Object.keys(EVENT_SUBJECTS) as EventSubject[],
): Array<{ module: string; types: string[] }> {
  return PROTOCOL_MODULES.map((module) => ({
    module,
    types: subjects
      .map(protocolModuleAndType)
      .filter((entry) => entry.module === module)
      .map((entry) => entry.type),
  }));
}
