import { SPRINT_TEST_TYPES, type Language, type SprintEntry, type SprintTestType } from '@agecheck/contracts';
import ExcelJS from 'exceljs';

/** The headings of the open-list sheet in the interface languages (German is the source). */
const HEADINGS: Record<
  Language,
  {
    sheet: string;
    vst: string;
    name: string;
    address: string;
    type: string;
    round: string;
    end: string;
  } & Record<SprintTestType, string> & { target: string; done: string }
> = {
  de: {
    sheet: 'Offene Testkäufe',
    vst: 'Filiale',
    name: 'Name',
    address: 'Adresse',
    type: 'Typ',
    round: 'Runde',
    end: 'Ende',
    Alkohol: 'Alkohol',
    Tabak: 'Tabak',
    Medien: 'Medien',
    target: 'Soll',
    done: 'erledigt',
  },
  fr: {
    sheet: 'Achats tests ouverts',
    vst: 'Filiale',
    name: 'Nom',
    address: 'Adresse',
    type: 'Type',
    round: 'Tournée',
    end: 'Fin',
    Alkohol: 'Alcool',
    Tabak: 'Tabac',
    Medien: 'Médias',
    target: 'objectif',
    done: 'effectués',
  },
  it: {
    sheet: 'Acquisti test aperti',
    vst: 'Filiale',
    name: 'Nome',
    address: 'Indirizzo',
    type: 'Tipo',
    round: 'Giro',
    end: 'Fine',
    Alkohol: 'Alcol',
    Tabak: 'Tabacco',
    Medien: 'Media',
    target: 'obiettivo',
    done: 'svolti',
  },
};

/**
 * The test buyer's open list as an .xlsx (field-app spec, section 7, `POST sprints/export/openByUser`): one
 * row per store with store number, name, address, type, round and, per test type, target and done.
 */
export async function openListWorkbook(entries: readonly SprintEntry[], lang: Language): Promise<Buffer> {
  const text = HEADINGS[lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text.sheet);
  sheet.columns = [
    { header: text.vst, key: 'vst', width: 10 },
    { header: text.name, key: 'name', width: 30 },
    { header: text.address, key: 'address', width: 36 },
    { header: text.type, key: 'type', width: 12 },
    { header: text.round, key: 'round', width: 20 },
    { header: text.end, key: 'end', width: 12 },
    ...SPRINT_TEST_TYPES.flatMap((testType) => [
      { header: `${text[testType]} ${text.target}`, key: `${testType}Target`, width: 12 },
      { header: `${text[testType]} ${text.done}`, key: `${testType}Done`, width: 12 },
    ]),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) {
    sheet.addRow({
      vst: entry.vst,
      name: entry.store.name,
      address: `${entry.store.street}, ${entry.store.plz} ${entry.store.city}`,
      type: entry.type,
      round: entry.name,
      end: entry.end,
      ...Object.fromEntries(
        SPRINT_TEST_TYPES.flatMap((testType) => [
          [`${testType}Target`, entry.progress[testType].target],
          [`${testType}Done`, entry.progress[testType].done],
        ]),
      ),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
