import {
  docxBytes,
  exeBytes,
  jpgBytes,
  pdfBytes,
  pngBytes,
  xlsxBytes,
  zipOf,
} from '../../test/download-files';
import { downloadFileType } from './download-file-type';

// Checklist D.5 decision: pdf, xlsx, docx, png/jpg, checked by content (type sniffing), not by the name.
describe('downloadFileType: the kind of a download file by its content', () => {
  it.each([
    ['a PDF', 'pdf', pdfBytes],
    ['an xlsx workbook', 'xlsx', xlsxBytes],
    ['a docx document', 'docx', docxBytes],
    ['a PNG', 'png', pngBytes],
    ['a JPEG', 'jpg', jpgBytes],
  ])('%s is %s', async (_case, type, bytes) => {
    expect(await downloadFileType(await bytes())).toBe(type);
  });

  it.each([
    ['an executable (MZ)', exeBytes()],
    ['a plain text', Buffer.from('Hallo Welt')],
    ['nothing', Buffer.alloc(0)],
    ['a zip of other files', zipOf({ 'readme.txt': 'hallo' })],
    ['a zip with a workbook part but no content types', zipOf({ 'xl/workbook.xml': '<workbook/>' })],
    ['a broken zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)])],
    [
      'a PNG signature without an image',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]),
    ],
    ['a JPEG start without an image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])],
  ])('refuses %s', async (_case, bytes) => {
    expect(await downloadFileType(bytes)).toBeUndefined();
  });
});
