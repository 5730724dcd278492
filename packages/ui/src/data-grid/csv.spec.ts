import { csvCell, toCsv } from './csv';

describe('CSV of a grid', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    [12.5, '12.5'],
    ['Zürich', 'Zürich'],
    ['Coop; Bahnhof', '"Coop; Bahnhof"'],
    ['sagte "nein"', '"sagte ""nein"""'],
    ['zwei\nZeilen', '"zwei\nZeilen"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-1', "'-1"],
    ['@SUM', "'@SUM"],
  ])('%j as %j', (cell, text) => expect(csvCell(cell)).toBe(text));

  it('writes a byte order mark, the header and the rows with CRLF', () => {
    expect(
      toCsv(
        ['Datum', 'Filiale'],
        [
          ['23.11.2026', 'Coop'],
          ['24.11.2026', undefined],
        ],
      ),
    ).toBe('\uFEFFDatum;Filiale\r\n23.11.2026;Coop\r\n24.11.2026;\r\n');
  });
});
