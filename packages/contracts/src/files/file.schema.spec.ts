import {
  imageUploadFieldsSchema,
  STORED_WIDTH,
  storedFileNameSchema,
  uploadedFileSchema,
} from './file.schema';

describe('upload fields and answers (field-app spec, sections 5, 7 and 9)', () => {
  it.each([
    [{}, { kind: 'image' }],
    [
      { kind: 'receipt', purchaseID: 'p-1_A' },
      { kind: 'receipt', purchaseID: 'p-1_A' },
    ],
  ])('reads the fields %o as %o', (fields, expected) => {
    expect(imageUploadFieldsSchema.parse(fields)).toEqual(expected);
  });

  it.each([
    ['an unknown kind', { kind: 'signature' }],
    ['a purchase id with a slash', { purchaseID: '../x' }],
    ['an unknown field', { owner: 'someone' }],
  ])('refuses %s', (_case, fields) => {
    expect(imageUploadFieldsSchema.safeParse(fields).success).toBe(false);
  });

  // "Image width: 1600 px; 2000 px for receipts" (section 9)
  it('stores images 1600 px and receipts 2000 px wide', () => {
    expect(STORED_WIDTH).toMatchObject({ image: 1600, receipt: 2000 });
  });

  it.each([
    ['0123456789abcdef01234567.jpg', true],
    ['0123456789abcdef01234567.png', false],
    ['../0123456789abcdef01234567.jpg', false],
  ])('a stored name %s is valid: %s', (name, valid) => {
    expect(storedFileNameSchema.safeParse(name).success).toBe(valid);
    expect(uploadedFileSchema.safeParse({ img: name, sha256: 'a'.repeat(64) }).success).toBe(valid);
  });
});
