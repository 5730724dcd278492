import {
  composedReason,
  displayStatus,
  displayStatusKey,
  presetKey,
  toIsoDate,
  toSwissDate,
} from '@agecheck/contracts';
import type { TFunction } from 'i18next';
import type { PurchaseRow } from '../purchases/purchase-row';

/** The four pictures of a report: the report form, the receipt and both signatures. */
export const REPORT_FILES = ['image', 'bill', 'cashier', 'chief'] as const;
export type ReportFile = (typeof REPORT_FILES)[number];

/** The file name the purchase keeps for each picture (undefined: none was taken). */
export function reportFileNames(purchase: PurchaseRow): Record<ReportFile, string | undefined> {
  return {
    image: purchase.image || undefined,
    bill: purchase.bill || undefined,
    cashier: purchase.signatures.cashier.img || undefined,
    chief: purchase.signatures.chief.img || undefined,
  };
}

/** The bytes of each picture; undefined where the purchase has none or svc-files could not give it. */
export type ReportPictures = Partial<Record<ReportFile, Buffer>>;

const MARGIN = 50;
const LABEL_WIDTH = 190;
const GAP = 12;

/**
 * pdfkit, loaded with the first report rather than at start: with its fonts and layout engines it takes
 * about 20 MB, which a replica that writes no report does not need.
 */
const pdfKit = () => import('pdfkit').then((module) => module.default);

/**
 * The PDF report of one purchase (back-office spec, sections 2 and 7: "download report"; issue 8: the
 * purchase's data, the report image, the receipt and both signatures, in the reader's language).
 */
export async function renderReport(
  purchase: PurchaseRow,
  pictures: ReportPictures,
  t: TFunction,
  createdAt: Date,
): Promise<Buffer> {
  const PDFDocument = await pdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t('title')} ${purchase.vst} ${purchase.date ?? ''}`.trim(), Author: 'agecheck' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const yesNo = (value: boolean | undefined) => (value === undefined ? '' : t(value ? 'yes' : 'no'));

  const heading = (text: string) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
  };
  const field = (labelKey: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(t(labelKey), MARGIN, y, { width: LABEL_WIDTH });
    const labelEnd = doc.y;
    doc
      .fillColor('black')
      .fontSize(10)
      .text(String(value), MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelEnd) + 2;
  };
  const picture = (
    file: ReportFile,
    label: string,
    x: number,
    y: number,
    boxWidth: number,
    boxHeight: number,
  ) => {
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label, x, y, { width: boxWidth });
    const top = y + 14;
    doc.rect(x, top, boxWidth, boxHeight).strokeColor('#cccccc').stroke();
    const bytes = pictures[file];
    const note = reportFileNames(purchase)[file] ? 'images.unavailable' : 'images.missing';
    if (bytes)
      doc.image(bytes, x + 2, top + 2, {
        fit: [boxWidth - 4, boxHeight - 4],
        align: 'center',
        valign: 'center',
      });
    else doc.fillColor('#555555').text(t(note), x + 6, top + 6, { width: boxWidth - 12 });
    doc.fillColor('black');
  };

  doc.font('Helvetica-Bold').fontSize(18).text(t('title'), { width });
  doc.font('Helvetica').fontSize(11).text(`${purchase.name} (${purchase.vst})`, { width });

  heading(t('sections.store'));
  field('fields.vst', purchase.vst);
  field('fields.name', purchase.name);
  field('fields.storeType', [purchase.type[0].name, purchase.type[0].spamia].filter(Boolean).join(' / '));
  field('fields.address', `${purchase.store.street}, ${purchase.store.plz} ${purchase.store.city}`);
  field('fields.kanton', purchase.store.kanton);

  heading(t('sections.test'));
  field('fields.date', purchase.date ? toSwissDate(purchase.date) : undefined);
  field('fields.time', purchase.time);
  field('fields.user', purchase.userName);
  field('fields.shopper', purchase.shopper?.name);
  field('fields.shopperAge', purchase.shopperAge);
  field('fields.testType', purchase.testType ? t(`testTypes.${purchase.testType}`) : undefined);
  field('fields.status', t(displayStatusKey(displayStatus(purchase))));
  field('fields.sprint', purchase.sprintListID);

  if (!purchase.specialReason) {
    heading(t('sections.cashier'));
    field(
      'fields.cashierName',
      [purchase.cashier.name, purchase.cashier.firstname].filter(Boolean).join(' '),
    );
    field('fields.gender', purchase.cashier.gender ? t(`gender.${purchase.cashier.gender}`) : undefined);
    field('fields.number', purchase.cashier.number);
    field('fields.kks', purchase.kks);
    field('fields.cashierRemarks', purchase.cashier.remarks);

    heading(t('sections.article'));
    field('fields.articleName', purchase.articleName ?? purchase.articleDetail);
    field('fields.articlePackaging', purchase.articlePackaging);
    field('fields.articleSize', purchase.articleSizeInMl);
    field('fields.articleAlcohol', purchase.articleAlcoholByVolume);
    field('fields.articlePrice', purchase.articlePrice?.toFixed(2));
    field('fields.articleLotNr', purchase.articleLotNr);

    heading(t('sections.result'));
    field('fields.regulationsRespected', yesNo(purchase.regulationsRespected));
    field('fields.pass', yesNo(purchase.pass));
    field('fields.age', yesNo(purchase.age));
    field(
      'fields.reason',
      composedReason(purchase, (key) => t(key)),
    );
    field('fields.crowdedLevel', purchase.crowdedLevel);
  }
  field('fields.remarks', purchase.remarks);

  doc.addPage();
  heading(t('sections.images'));
  const half = (width - GAP) / 2;
  const imagesTop = doc.y;
  picture('image', t('images.report'), MARGIN, imagesTop, half, 360);
  picture(
    'bill',
    purchase.noReceipt ? `${t('images.receipt')}: ${t('fields.noReceipt')}` : t('images.receipt'),
    MARGIN + half + GAP,
    imagesTop,
    half,
    360,
  );
  doc.y = imagesTop + 390;
  heading(t('sections.signatures'));
  const signaturesTop = doc.y;
  const signatureLabel = (who: 'cashier' | 'chief') => {
    const { position } = purchase.signatures.chief;
    const signer =
      who === 'chief' && position
        ? `${t('images.chief')} (${t(presetKey.chiefPosition(position))})`
        : t(`images.${who}`);
    const { problem } = purchase.signatures[who];
    return problem ? `${signer}: ${t(presetKey.signatureProblem(problem))}` : signer;
  };
  picture('cashier', signatureLabel('cashier'), MARGIN, signaturesTop, half, 120);
  picture('chief', signatureLabel('chief'), MARGIN + half + GAP, signaturesTop, half, 120);

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      t('footer', { date: toSwissDate(toIsoDate(createdAt)), id: purchase._id }),
      MARGIN,
      doc.page.height - MARGIN - 10,
      { width, lineBreak: false },
    );
  doc.end();
  return done;
}
