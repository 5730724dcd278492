import type { SprintRound } from '@agecheck/contracts';

/**
 * The planning overview's current rounds (back-office spec, section 2): of the active rounds, those whose
 * period holds the day (both days included), ending first first.
 */
export function currentRoundsOf(rounds: readonly SprintRound[], today: string): SprintRound[] {
  return rounds
    .filter((round) => !round.archive && round.start <= today && today <= round.end)
    .sort((a, b) => a.end.localeCompare(b.end) || a.name.localeCompare(b.name));
}
