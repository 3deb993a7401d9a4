import PDFDocument from 'pdfkit';
import { INVOICE_FONTS } from './invoice-font.ts';

/** The building blocks of the operator's A4 documents (invoices, quotes): fonts, colours, blocks, tables. */
export const PDF_MARGIN = 50;
export const PDF_COLOURS = { ink: '#1f2933', muted: '#52606d', rule: '#d9dde2', brand: '#0f5132' } as const;

export type PdfFont = 'body' | 'bold';
type Doc = InstanceType<typeof PDFDocument>;

export interface PdfPage {
  doc: Doc;
  left: number;
  width: number;
  right: number;
  /** Ends the document; resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * An A4 document with the bundled Noto Sans Devanagari registered as `body` and `bold`, so Hindi
 * and Latin text and the rupee sign render as themselves.
 */
export function startPdf(info: { Title: string; Author: string; Subject: string }): PdfPage {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info });
  doc.registerFont('body', INVOICE_FONTS.regular);
  doc.registerFont('bold', INVOICE_FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = PDF_MARGIN;
  const width = doc.page.width - 2 * PDF_MARGIN;
  return {
    doc,
    left,
    width,
    right: left + width,
    finish() {
      doc.end();
      return done;
    },
  };
}

/** The operator (name, address, email, phone) on the left and the document's title and lines on the right. */
export function pdfHeader(
  { doc, left, width, right }: PdfPage,
  operator: { name: string; address?: string; email?: string; phone?: string },
  title: string,
  lines: string[],
): void {
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(PDF_COLOURS.brand)
    .text(operator.name, left, top, { width: width * 0.6 });
  doc.font('body').fontSize(9.5).fillColor(PDF_COLOURS.muted);
  for (const line of [operator.address, operator.email, operator.phone]) {
    if (line?.trim()) doc.text(line.trim(), { width: width * 0.6 });
  }
  const leftBottom = doc.y;
  doc.font('bold').fontSize(20).fillColor(PDF_COLOURS.ink).text(title, left, top, { width, align: 'right' });
  doc.font('body').fontSize(9.5).fillColor(PDF_COLOURS.muted);
  for (const line of lines) doc.text(line, { width, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 14;
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(1).strokeColor(PDF_COLOURS.rule).stroke();
  doc.moveDown(1);
}

/**
 * Two titled columns side by side (e.g. billed to / booking); a row is a plain line or a
 * [label, value] pair. Leaves the cursor below the longer one.
 */
export function pdfTwoBlocks(
  { doc, left, width }: PdfPage,
  blocks: [
    { title: string; rows: Array<[string, string] | string> },
    { title: string; rows: Array<[string, string] | string> },
  ],
): void {
  const top = doc.y;
  const column = width / 2 - 10;
  const block = (x: number, title: string, rows: Array<[string, string] | string>) => {
    doc.font('bold').fontSize(10).fillColor(PDF_COLOURS.brand).text(title, x, top, { width: column });
    doc.moveDown(0.3);
    for (const row of rows) {
      if (typeof row === 'string') {
        doc.font('body').fontSize(10).fillColor(PDF_COLOURS.ink).text(row, x, doc.y, { width: column });
        continue;
      }
      const [label, value] = row;
      doc.font('body').fontSize(8.5).fillColor(PDF_COLOURS.muted).text(label, x, doc.y, { width: column });
      doc.font('body').fontSize(10).fillColor(PDF_COLOURS.ink).text(value, x, doc.y, { width: column });
      doc.moveDown(0.25);
    }
    return doc.y;
  };
  const first = block(left, blocks[0].title, blocks[0].rows);
  const second = block(left + width / 2 + 10, blocks[1].title, blocks[1].rows);
  doc.y = Math.max(first, second) + 16;
}

export interface PdfColumn {
  title: string;
  /** Share of the page width, 0..1; the shares add up to 1. */
  share: number;
  align: 'left' | 'right';
}

/** A table of the given columns: `row` writes one line of cells, `rule` a separator. */
export function pdfTable({ doc, left, width, right }: PdfPage, spec: PdfColumn[]) {
  let x = left;
  const columns = spec.map((column) => {
    const placed = { ...column, x, width: width * column.share };
    x += placed.width;
    return placed;
  });
  const row = (cells: string[], font: PdfFont, color: string = PDF_COLOURS.ink) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc
        .font(font)
        .fontSize(10)
        .fillColor(color)
        .text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  };
  const rule = (weight = 0.75) => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(weight).strokeColor(PDF_COLOURS.rule).stroke();
    doc.y += 6;
  };
  return {
    row,
    rule,
    /** The column titles in muted bold, then a rule. */
    head() {
      row(
        columns.map((column) => column.title),
        'bold',
        PDF_COLOURS.muted,
      );
      rule();
    },
  };
}

/** A small print line across the page (e.g. the closing note). */
export function pdfNote({ doc, left, width }: PdfPage, text: string): void {
  doc.font('body').fontSize(8.5).fillColor(PDF_COLOURS.muted).text(text, left, doc.y, { width });
}
