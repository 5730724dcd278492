import type { SprintRound } from '@agecheck/contracts';
import { currentRoundsOf } from './current-rounds';

function round(name: string, start: string, end: string, archive = false): SprintRound {
  return {
    sprintID: '65f0c0ffee0000000000abcd',
    sprintListID: name,
    name,
    start,
    end,
    archive,
    types: ['coop'],
    stores: 1,
    storesDone: 0,
    anzTK: 2,
    doneTK: 1,
    percent: 50,
    complete: false,
  };
}

// back-office spec, section 2: "current rounds with progress percent"
describe('currentRoundsOf', () => {
  it('keeps the active rounds whose period holds today, both days included, ending first first', () => {
    const rounds = [
      round('Herbst', '2026-09-01', '2026-12-31'),
      round('ab heute', '2026-11-23', '2026-11-30'),
      round('bis heute', '2026-11-01', '2026-11-23'),
      round('vorbei', '2026-01-01', '2026-11-22'),
      round('später', '2026-11-24', '2026-12-31'),
      round('archiviert', '2026-11-01', '2026-12-31', true),
    ];
    expect(currentRoundsOf(rounds, '2026-11-23').map(({ name }) => name)).toEqual([
      'bis heute',
      'ab heute',
      'Herbst',
    ]);
  });
});
