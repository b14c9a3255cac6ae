import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkDocument, extensionOf, nameForContentType, sniffDocumentType } from './file-content.js';

const image = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#c33' } });

describe('sniffDocumentType', () => {
  it('reads the type from the first bytes only', async () => {
    expect(sniffDocumentType(await image().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffDocumentType(await image().png().toBuffer())).toBe('image/png');
    expect(sniffDocumentType(await image().webp().toBuffer())).toBe('image/webp');
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(await image().gif().toBuffer())).toBeUndefined();
    expect(sniffDocumentType(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from(' %PDF-1.7'))).toBeUndefined();
  });
});

describe('checkDocument', () => {
  it('accepts whole images and PDFs', async () => {
    expect(await checkDocument(await image().png().toBuffer())).toEqual({
      ok: true,
      contentType: 'image/png',
    });
    expect(await checkDocument(Buffer.from('%PDF-1.4\n%%EOF'))).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
  });

  it('refuses forged headers, GIFs, SVGs and oversized files', async () => {
    const forged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    expect((await checkDocument(forged)).ok).toBe(false);
    expect((await checkDocument(await image().gif().toBuffer())).ok).toBe(false);
    expect((await checkDocument(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).ok).toBe(false);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await checkDocument(big)).toEqual({ ok: false, reason: 'The file is larger than 10 MB' });
  });
});

describe('nameForContentType', () => {
  it('gives the name an extension of the detected type, keeping one that already fits', () => {
    expect(nameForContentType('poly.html', 'image/png')).toBe('poly.png');
    expect(nameForContentType('IMG_1.JPEG', 'image/jpeg')).toBe('IMG_1.jpeg');
    expect(nameForContentType('scan', 'application/pdf')).toBe('scan.pdf');
    expect(nameForContentType('v1.2 statement', 'application/pdf')).toBe('v1.2 statement.pdf');
    expect(nameForContentType('', 'image/webp')).toBe('upload.webp');
    expect(nameForContentType('a.b', 'text/html')).toBe('a.bin');
    expect(extensionOf('image/jpeg')).toBe('jpg');
  });

  it('bounds the whole name in code points, extension included', () => {
    const name = nameForContentType(`${'x'.repeat(300)}.png`, 'image/png', 20);
    expect(name).toBe(`${'x'.repeat(16)}.png`);
    expect(nameForContentType(`${'\u{1F600}'.repeat(30)}`, 'image/png', 10)).toBe(
      `${'\u{1F600}'.repeat(6)}.png`,
    );
  });
});
