import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A zip of the given entries, stored uncompressed (enough for the content check, which reads the names). */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** The parts by which a workbook and a Word document are told apart (their content, not their name). */
export const xlsxBytes = () =>
  zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });
export const docxBytes = () =>
  zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<document/>' });

/** A small PDF. */
export const pdfBytes = (text = 'Merkblatt') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** The start of a Windows executable (what a `.pdf` that is really an exe holds). */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
export const jpgBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
