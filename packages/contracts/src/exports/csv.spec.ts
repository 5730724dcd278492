import { csvCell, csvLine, toCsv } from './csv';

// Issue 17, item 3: "Neutralise such cells in every CSV the platform writes (the OWASP rule), in one function
// with a table test." OWASP, CSV Injection: prefix a cell beginning with =, +, -, @, tab or carriage return with
// an apostrophe; RFC 4180: quote a cell holding the separator, a quote or a line break, doubling the quotes.
describe('a CSV cell (OWASP "CSV Injection"; RFC 4180; back-office spec, section 2: "CSV and Excel export")', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    [12.5, '12.5'],
    [-3, '-3'],
    ['Zürich', 'Zürich'],
    ['Coop; Bahnhof', '"Coop; Bahnhof"'],
    ['sagte "nein"', '"sagte ""nein"""'],
    ['zwei\nZeilen', '"zwei\nZeilen"'],
    ['=HYPERLINK("http://x","klick")', '"\'=HYPERLINK(""http://x"",""klick"")"'],
    ['=1+2', "'=1+2"],
    ['+41 79 123 45 67', "'+41 79 123 45 67"],
    ['-1', "'-1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', '"\'\r=1+2"'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
  ])('%j as %j', (cell, text) => expect(csvCell(cell)).toBe(text));

  it('joins a line with ; and ends it with CRLF', () => {
    expect(csvLine(['=x', 3, undefined, 'a;b'])).toBe('\'=x;3;;"a;b"\r\n');
  });

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
