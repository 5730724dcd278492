import { toIsoDate, toSwissDate, type TimetrackRegion } from '@agecheck/contracts';
import type { TFunction } from 'i18next';
import type { TimetrackInvoice } from './timetrack-documents';
import { timetrackRecordHours } from './timetrack-sheet';
import type { TimetrackExportRecord } from '../timetrack/timetrack-row';

// The surveillance PDFs (A.7 decision, decision 0034): the VL signatures of a region and the invoices, drawn
// with pdfkit as the purchase report is (svc-exports/src/report/report-pdf.ts).

const MARGIN = 50;
const SIGNATURE_WIDTH = 180;
const SIGNATURE_HEIGHT = 70;

/** pdfkit, loaded with the first document (about 20 MB that a replica writing none does not need). */
const pdfKit = () => import('pdfkit').then((module) => module.default);

type Doc = PDFKit.PDFDocument;

/** The period of an export. */
export type TimetrackPeriod = { start: string; end: string };

const chf = (value: number) => value.toFixed(2);
const hoursText = (value: number) => String(Math.round(value * 100) / 100);

async function newDocument(title: string): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const PDFDocument = await pdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'agecheck' } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A new page when less than `needed` points are left above the bottom margin. */
function room(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, title: string, subtitle: string, t: TFunction, createdAt: Date): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(title, MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(11).text(subtitle, { width });
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(t('timetrackDocs.created', { date: toSwissDate(toIsoDate(createdAt)) }), { width });
  doc.fillColor('black').moveDown(0.8);
}

const periodText = (period: TimetrackPeriod, t: TFunction) =>
  t('timetrackDocs.period', { start: toSwissDate(period.start), end: toSwissDate(period.end) });

/** One record of the VL list as the detective signed it for: its day, user, customer, times and counts. */
export type TimetrackVlEntry = {
  record: TimetrackExportRecord;
  customer: string;
  /** The signature's bytes; undefined when none was given or svc-files could not give it. */
  signature?: Buffer;
};

/**
 * The VL signatures of one region in the period (A.9 #24, B§5 L140): per detective record its date, user,
 * customer, times, hours and counts, and the signature the store gave (or why there is none).
 */
export async function renderVl(
  region: TimetrackRegion,
  entries: readonly TimetrackVlEntry[],
  period: TimetrackPeriod,
  t: TFunction,
  createdAt: Date,
): Promise<Buffer> {
  const title = `${t('timetrackDocs.vlTitle')} ${region.name}`;
  const { doc, done } = await newDocument(title);
  const width = doc.page.width - 2 * MARGIN;
  heading(doc, title, periodText(period, t), t, createdAt);
  if (entries.length === 0) doc.font('Helvetica').fontSize(10).text(t('timetrackDocs.noRecords'), { width });
  for (const { record, customer, signature } of entries) {
    room(doc, SIGNATURE_HEIGHT + 70);
    const detektiv = record.detektiv ?? {};
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text(
        [
          record.datum ? toSwissDate(record.datum) : '',
          record.userName ?? record.userID,
          customer,
          `${record.start ?? ''}–${record.end ?? ''}`,
          `${hoursText(timetrackRecordHours(record))} ${t('timetrackDocs.hours')}`,
        ].join(' · '),
        MARGIN,
        doc.y,
        { width },
      );
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        [
          `${t('timetrackDocs.ladendiebe')}: ${detektiv.ladendiebe ?? 0}`,
          `${t('timetrackDocs.betrag')}: ${chf(detektiv.betrag ?? 0)}`,
          `${t('timetrackDocs.hausverbot')}: ${detektiv.hausverbot ?? 0}`,
          `${t('timetrackDocs.hausfriedensbruch')}: ${detektiv.hausfriedensbruch ?? 0}`,
        ].join('   '),
        { width },
      );
    doc.fontSize(8).fillColor('#555555').text(t('timetrackDocs.signature'), { width });
    const top = doc.y + 2;
    doc.rect(MARGIN, top, SIGNATURE_WIDTH, SIGNATURE_HEIGHT).strokeColor('#cccccc').stroke();
    if (signature)
      doc.image(signature, MARGIN + 2, top + 2, {
        fit: [SIGNATURE_WIDTH - 4, SIGNATURE_HEIGHT - 4],
        align: 'center',
        valign: 'center',
      });
    else
      doc
        .fillColor('#555555')
        .fontSize(9)
        .text(
          t(detektiv.noSignature ? 'timetrackDocs.noSignature' : 'timetrackDocs.signatureMissing'),
          MARGIN + 6,
          top + 6,
          { width: SIGNATURE_WIDTH - 12 },
        );
    doc.fillColor('black');
    doc.y = top + SIGNATURE_HEIGHT + 14;
    doc.x = MARGIN;
  }
  doc.end();
  return done;
}

/** The columns of an invoice's lines: their share of the width and their alignment. */
const BILL_COLUMNS = [
  { key: 'date', share: 0.13, align: 'left' },
  { key: 'user', share: 0.2, align: 'left' },
  { key: 'customer', share: 0.25, align: 'left' },
  { key: 'day', share: 0.12, align: 'left' },
  { key: 'hours', share: 0.09, align: 'right' },
  { key: 'price', share: 0.1, align: 'right' },
  { key: 'amount', share: 0.11, align: 'right' },
] as const;

function tableRow(doc: Doc, cells: readonly string[], bold: boolean): void {
  const width = doc.page.width - 2 * MARGIN;
  room(doc, 16);
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  BILL_COLUMNS.forEach((column, index) => {
    const columnWidth = column.share * width;
    doc.text(cells[index] ?? '', x, y, { width: columnWidth - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += columnWidth;
  });
  doc.y = bottom + 2;
  doc.x = MARGIN;
}

/**
 * The invoices of the period (A.9 #27; A.7 decision): one page per region with its address lines, referenz,
 * kst, lieferadresse, a line per detective record (hours × the region's price of the day kind) and the totals.
 */
export async function renderBill(
  invoices: readonly TimetrackInvoice[],
  period: TimetrackPeriod,
  t: TFunction,
  createdAt: Date,
): Promise<Buffer> {
  const { doc, done } = await newDocument(t('timetrackDocs.billTitle'));
  const width = doc.page.width - 2 * MARGIN;
  if (invoices.length === 0) {
    heading(doc, t('timetrackDocs.billTitle'), periodText(period, t), t, createdAt);
    doc.font('Helvetica').fontSize(10).text(t('timetrackDocs.noRecords'), { width });
  }
  invoices.forEach(({ region, lines, hours, total }, index) => {
    if (index > 0) doc.addPage();
    heading(doc, `${t('timetrackDocs.billTitle')} ${region.name}`, periodText(period, t), t, createdAt);
    doc.font('Helvetica').fontSize(10);
    for (const line of [region.address1, region.address2, region.address3, region.address4, region.address5])
      if (line) doc.text(line, { width });
    doc.moveDown(0.5).fontSize(9);
    doc.text(`${t('timetrackDocs.referenz')}: ${region.referenz}`, { width });
    doc.text(`${t('timetrackDocs.kst')}: ${region.kst}`, { width });
    doc.text(`${t('timetrackDocs.vstort')}: ${region.vstort}`, { width });
    doc.text(`${t('timetrackDocs.lieferadresse')}: ${region.lieferadresse}`, { width });
    doc.moveDown(0.8);
    tableRow(
      doc,
      BILL_COLUMNS.map((column) => t(`timetrackDocs.${column.key}`)),
      true,
    );
    for (const line of lines)
      tableRow(
        doc,
        [
          line.record.datum ? toSwissDate(line.record.datum) : '',
          line.record.userName ?? line.record.userID,
          line.customer?.name ?? line.record.kunde ?? '',
          t(`timetrack.tage.${line.sunday ? 'Sonntag' : 'Wochentag'}`),
          hoursText(line.hours),
          chf(line.price),
          chf(line.amount),
        ],
        false,
      );
    doc.moveDown(0.4);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${t('timetrackDocs.totalHours')}: ${hoursText(hours)}`, { width, align: 'right' })
      .text(`${t('timetrackDocs.total')}: ${chf(total)}`, { width, align: 'right' });
  });
  doc.end();
  return done;
}
