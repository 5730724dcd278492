/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { DataGrid, type DataGridColumn } from './DataGrid';

// Back-office spec, sections 2 and 9: a data grid with sortable columns, a column chooser remembered per user,
// pages, and a CSV of its rows in their order with the shown columns.
type Store = { id: string; vst: number; name: string; city: string; remarks?: string };

const STORES: Store[] = [
  { id: 'a', vst: 120, name: 'Coop Zürich', city: 'Zürich' },
  { id: 'b', vst: 9, name: 'avec Bern', city: 'Bern', remarks: '=HYPERLINK("x")' },
  { id: 'c', vst: 45, name: 'Kiosk Ölten', city: 'Olten' },
];
const COLUMNS: DataGridColumn<Store>[] = [
  { id: 'vst', header: 'VST', value: (store) => store.vst },
  { id: 'name', header: 'Name', value: (store) => store.name },
  { id: 'city', header: 'Ort', value: (store) => store.city },
  { id: 'remarks', header: 'Bemerkungen', value: (store) => store.remarks, hiddenByDefault: true },
];

const grid = (rows = STORES, storageKey = 'stores:tester') => (
  <DataGrid
    rows={rows}
    columns={COLUMNS}
    rowId={(store) => store.id}
    storageKey={storageKey}
    label="Filialen"
    csvName="filialen"
    pageSize={2}
  />
);
const shownRows = () =>
  screen.getAllByTestId('data-grid-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

/** The files the grid hands to the browser as downloads: jsdom has no object URLs, so they are kept here. */
function keepDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:grid';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}

/** A downloaded file's text, byte order mark included (jsdom's Blob has no `text()`). */
const bytesOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.readAsArrayBuffer(blob);
  });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('DataGrid (back-office spec, sections 2 and 9)', () => {
  it('shows a page of rows and the count, and pages on', async () => {
    const user = userEvent.setup();
    await renderUi(grid());
    expect(screen.getByText('3 Einträge')).toBeTruthy();
    expect(shownRows()).toEqual([
      ['120', 'Coop Zürich', 'Zürich'],
      ['9', 'avec Bern', 'Bern'],
    ]);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(shownRows()).toEqual([['45', 'Kiosk Ölten', 'Olten']]);
  });

  it('sorts numbers by value (largest first) and texts as the language orders them (A first), then turns', async () => {
    const user = userEvent.setup();
    await renderUi(grid(STORES, 'sort'));
    await user.click(screen.getByRole('button', { name: 'Sortieren nach VST' }));
    expect(shownRows().map(([vst]) => vst)).toEqual(['120', '45']);
    expect(screen.getByRole('columnheader', { name: /VST/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Sortieren nach VST' }));
    expect(shownRows().map(([vst]) => vst)).toEqual(['9', '45']);
    expect(screen.getByRole('columnheader', { name: /VST/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Name' }));
    // 'avec' before 'Coop' before 'Kiosk' whatever the case
    expect(shownRows().map(([, name]) => name)).toEqual(['avec Bern', 'Coop Zürich']);
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Name' }));
    expect(shownRows().map(([, name]) => name)).toEqual(['Kiosk Ölten', 'Coop Zürich']);
  });

  it('hides and shows columns in the chooser and keeps the choice per grid and user', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderUi(grid());
    expect(headers()).toEqual(['VST', 'Name', 'Ort']);
    await user.click(screen.getByRole('button', { name: 'Spalten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ort' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bemerkungen' }));
    expect(headers()).toEqual(['VST', 'Name', 'Bemerkungen']);
    unmount();

    await renderUi(grid());
    expect(headers()).toEqual(['VST', 'Name', 'Bemerkungen']);
    // another user's grid keeps its own choice
    await renderUi(grid(STORES, 'stores:planner'));
    expect(screen.getAllByRole('table')[1]?.querySelectorAll('th')).toHaveLength(3);
  });

  it('writes the CSV of all rows in the grid’s order with the shown columns, formulas as text', async () => {
    const files = keepDownloads();
    const user = userEvent.setup();
    await renderUi(grid());
    await user.click(screen.getByRole('button', { name: 'Spalten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bemerkungen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ort' }));
    // ascending: the second click on a number column
    await user.click(screen.getByRole('button', { name: 'Sortieren nach VST' }));
    await user.click(screen.getByRole('button', { name: 'Sortieren nach VST' }));
    await user.click(screen.getByRole('button', { name: 'CSV' }));

    expect(files.map(({ name }) => name)).toEqual(['filialen.csv']);
    expect(await bytesOf(files[0]!.blob)).toBe(
      '\uFEFFVST;Name;Bemerkungen\r\n9;avec Bern;"\'=HYPERLINK(""x"")"\r\n45;Kiosk Ölten;\r\n120;Coop Zürich;\r\n',
    );
  });

  it('offers no CSV of an empty grid', async () => {
    await renderUi(grid([]));
    expect(screen.getByRole('button', { name: 'CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
