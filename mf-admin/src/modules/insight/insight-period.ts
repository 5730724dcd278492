import type { InsightQuery } from '@agecheck/contracts';

/**
 * The query with one end of the period changed (or cleared). A period that would end before it starts is
 * not asked for: the other end follows the one just chosen.
 */
export function withPeriodEnd(query: InsightQuery, end: 'from' | 'to', date: string | null): InsightQuery {
  const { [end]: _previous, ...rest } = query;
  const next: InsightQuery = date ? { ...rest, [end]: date } : rest;
  if (!next.from || !next.to || next.from <= next.to) return next;
  return end === 'from' ? { ...next, to: next.from } : { ...next, from: next.to };
}

/** The query with another round, or every round. */
export function withRound(query: InsightQuery, sprintListID: string | null): InsightQuery {
  const { sprintListID: _previous, ...rest } = query;
  return sprintListID ? { ...rest, sprintListID } : rest;
}
