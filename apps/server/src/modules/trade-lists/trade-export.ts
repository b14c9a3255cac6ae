import type { PDFFont, PDFPage } from 'pdf-lib';
import { TRADE_EXPORT_COLUMNS, type TradeExportFormat, type TradeListItem } from '@p2p/shared';

/** One export row: the cells under TRADE_EXPORT_COLUMNS, as text (amounts stay exact decimals). */
export function exportRow(item: TradeListItem): string[] {
  return [
    item.tradeHash,
    item.startedAt,
    item.completedAt ?? item.cancelledAt ?? '',
    item.type,
    item.status,
    item.partner.username,
    item.cryptoCurrencyCode,
    item.cryptoAmount,
    item.fee,
    item.fiatCurrencyCode,
    item.fiatAmount,
    item.fiatPricePerCrypto,
    item.paymentMethod.name,
  ];
}

/**
 * What a spreadsheet may read as the start of a formula: =, +, -, @ (and their full-width forms, which
 * some locales' spreadsheets accept), tab, carriage return and line feed, also after leading spaces.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/**
 * A CSV cell. Cells a spreadsheet would read as a formula get a leading apostrophe: usernames and
 * method names are user-chosen text (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(items: readonly TradeListItem[]): Buffer {
  const lines = [TRADE_EXPORT_COLUMNS, ...items.map(exportRow)].map((cells) => cells.map(csvCell).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(items: readonly TradeListItem[]): Promise<Buffer> {
  const header = TRADE_EXPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
  // Every cell is a String cell: nothing is evaluated as a formula by the spreadsheet.
  const rows = items.map((item) => exportRow(item).map((value) => ({ value, type: String })));
  // Loaded with the first export, not with the server (see lib/lazy-module.ts).
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([header, ...rows], { sheet: 'Trades' }).toBuffer();
}

/** Standard PDF fonts encode WinAnsi only: anything else prints as '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const PDF_COLUMNS: { title: string; width: number; cell: (item: TradeListItem) => string }[] = [
  { title: 'Trade', width: 70, cell: (item) => item.tradeHash },
  { title: 'Started', width: 70, cell: (item) => item.startedAt.slice(0, 10) },
  { title: 'Type', width: 32, cell: (item) => item.type },
  { title: 'Status', width: 92, cell: (item) => item.status },
  { title: 'Partner', width: 100, cell: (item) => item.partner.username },
  { title: 'Crypto', width: 100, cell: (item) => `${item.cryptoAmount} ${item.cryptoCurrencyCode}` },
  { title: 'Fiat', width: 90, cell: (item) => `${item.fiatAmount} ${item.fiatCurrencyCode}` },
  { title: 'Method', width: 150, cell: (item) => item.paymentMethod.name },
];

function fit(font: PDFFont, text: string, size: number, width: number): string {
  let value = winAnsi(text);
  while (value.length > 1 && font.widthOfTextAtSize(value, size) > width - 4) value = value.slice(0, -1);
  return value;
}

export async function toPdf(items: readonly TradeListItem[], title: string): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('p2p marketplace');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const size = 8;
  const lineHeight = 13;
  let page: PDFPage = doc.addPage([842, 595]);
  let y = 0;
  const header = () => {
    y = page.getHeight() - 40;
    page.drawText(winAnsi(title), { x: 30, y, size: 12, font: bold });
    y -= lineHeight * 2;
    let x = 30;
    for (const column of PDF_COLUMNS) {
      page.drawText(column.title, { x, y, size, font: bold });
      x += column.width;
    }
    y -= lineHeight;
  };
  header();
  for (const item of items) {
    if (y < 40) {
      page = doc.addPage([842, 595]);
      header();
    }
    let x = 30;
    for (const column of PDF_COLUMNS) {
      page.drawText(fit(font, column.cell(item), size, column.width), {
        x,
        y,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
      x += column.width;
    }
    y -= lineHeight;
  }
  if (items.length === 0) page.drawText('No trades', { x: 30, y, size, font });
  return Buffer.from(await doc.save());
}

export const EXPORT_CONTENT_TYPES: Record<TradeExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export async function renderExport(
  format: TradeExportFormat,
  items: readonly TradeListItem[],
  title: string,
): Promise<Buffer> {
  if (format === 'csv') return toCsv(items);
  if (format === 'xlsx') return toXlsx(items);
  return toPdf(items, title);
}
