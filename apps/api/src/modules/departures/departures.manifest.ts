import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { CSV_BOM, safeCell } from '../../lib/csv.ts';
import type { EmailLanguage } from '../emails/format.ts';
import { INVOICE_FONTS } from '../invoices/invoice-font.ts';
import { MANIFEST_TEXTS, pdfFormat, statusWord } from '../invoices/pdf-texts.ts';

/** One booking on a departure's manifest. */
export interface ManifestBooking {
  reference: string;
  status: string;
  paymentStatus: string;
  passengers: number;
  leadTraveller: string;
  email: string;
  phone: string;
  specialRequests: string | null;
  total: number;
  paid: number;
  balanceDue: number;
  currency: string;
}

/** Everything a manifest shows: the departure and its pending and confirmed bookings. */
export interface ManifestData {
  operatorName: string;
  trip: { kind: 'tour' | 'trek'; title: string };
  startDate: string;
  endDate: string;
  leader: string | null;
  seatsTotal: number;
  seatsBooked: number;
  status: string;
  generatedAt: Date;
  bookings: ManifestBooking[];
}

const CSV_COLUMNS: Array<[header: string, cell: (row: ManifestBooking) => string | number | null]> = [
  ['Reference', (row) => row.reference],
  ['Lead traveller', (row) => row.leadTraveller],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Passengers', (row) => row.passengers],
  ['Special requests', (row) => row.specialRequests],
  ['Booking status', (row) => row.status],
  ['Payment status', (row) => row.paymentStatus],
  ['Total', (row) => row.total],
  ['Paid', (row) => row.paid],
  ['Balance due', (row) => row.balanceDue],
  ['Currency', (row) => row.currency],
];

/**
 * The manifest as a UTF-8 CSV with a BOM: a few lines naming the departure, a blank line, then one
 * row per booking under a header row. Cells a spreadsheet would run as formulas are neutralised.
 */
export function manifestCsv(data: ManifestData): string {
  const about: Array<Array<string | number>> = [
    ['Trip', safeCell(data.trip.title)],
    ['Kind', data.trip.kind],
    ['Start date', data.startDate],
    ['End date', data.endDate],
    ['Trek leader', safeCell(data.leader)],
    ['Seats', `${data.seatsBooked} / ${data.seatsTotal}`],
    ['Status', data.status],
  ];
  return (
    CSV_BOM +
    stringify(
      [
        ...about,
        [],
        CSV_COLUMNS.map(([header]) => header),
        ...data.bookings.map((row) => CSV_COLUMNS.map(([, cell]) => safeCell(cell(row)))),
      ],
      { record_delimiter: '\r\n' },
    )
  );
}

const MARGIN = 40;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#d9dde2';
const BRAND = '#0f5132';

/**
 * The manifest as an A4 landscape PDF: the departure on top, then a table of the bookings. Every page
 * repeats a running header and the table's column titles, and carries "Page n of m" at the foot.
 * Set in Noto Sans Devanagari, so Hindi names print as themselves.
 */
export function manifestPdf(data: ManifestData, language: EmailLanguage = 'en'): Promise<Buffer> {
  const text = MANIFEST_TEXTS[language];
  const { money, date, range: dateRange } = pdfFormat(language);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN + 24, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: text.documentTitle(data.trip.title, data.startDate),
      Author: data.operatorName,
      Subject: data.trip.title,
    },
  });
  doc.registerFont('body', INVOICE_FONTS.regular);
  doc.registerFont('bold', INVOICE_FONTS.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;

  // The departure.
  doc.font('bold').fontSize(16).fillColor(BRAND).text(text.heading(data.trip.title), left, doc.y, { width });
  doc.moveDown(0.3);
  doc.font('body').fontSize(10).fillColor(INK);
  const facts: Array<[string, string]> = [
    [text.dates, dateRange(data.startDate, data.endDate)],
    [text.kind, statusWord(data.trip.kind, language)],
    [text.leader, data.leader ?? '—'],
    [text.seats, text.seatsValue(data.seatsBooked, data.seatsTotal, Math.max(0, data.seatsTotal - data.seatsBooked))],
    [text.status, statusWord(data.status, language)],
    [text.bookings, String(data.bookings.length)],
  ];
  for (const [label, value] of facts) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);
  }
  doc.moveDown(0.8);

  const columns = [
    { title: text.columns.reference, share: 0.11, align: 'left' as const },
    { title: text.columns.lead, share: 0.14, align: 'left' as const },
    { title: text.columns.contact, share: 0.19, align: 'left' as const },
    { title: text.columns.pax, share: 0.05, align: 'right' as const },
    { title: text.columns.requests, share: 0.19, align: 'left' as const },
    { title: text.columns.status, share: 0.1, align: 'left' as const },
    { title: text.columns.payment, share: 0.1, align: 'left' as const },
    { title: text.columns.balance, share: 0.12, align: 'right' as const },
  ];
  let x = left;
  const placed = columns.map((column) => {
    const spec = { ...column, x, width: width * column.share - 6 };
    x += width * column.share;
    return spec;
  });

  const heightOf = (cells: string[], font: 'body' | 'bold') =>
    Math.max(
      ...cells.map((cell, index) => doc.font(font).fontSize(8.5).heightOfString(cell, { width: placed[index]!.width })),
    );
  const drawRow = (cells: string[], font: 'body' | 'bold', color = INK) => {
    const y = doc.y;
    const height = heightOf(cells, font);
    cells.forEach((cell, index) => {
      const spec = placed[index]!;
      doc.font(font).fontSize(8.5).fillColor(color).text(cell, spec.x, y, { width: spec.width, align: spec.align });
    });
    doc.y = y + height + 4;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y += 4;
  };
  const header = () =>
    drawRow(
      placed.map((spec) => spec.title),
      'bold',
      MUTED,
    );

  header();
  if (data.bookings.length === 0) {
    doc.font('body').fontSize(10).fillColor(MUTED).text(text.none, left, doc.y, { width });
  }
  let passengers = 0;
  for (const booking of data.bookings) {
    passengers += booking.passengers;
    const cells = [
      booking.reference,
      booking.leadTraveller,
      `${booking.email}\n${booking.phone}`,
      String(booking.passengers),
      booking.specialRequests ?? '',
      statusWord(booking.status, language),
      statusWord(booking.paymentStatus, language),
      money(booking.balanceDue, booking.currency),
    ];
    if (doc.y + heightOf(cells, 'body') + 8 > bottomLimit()) {
      doc.addPage();
      header();
    }
    drawRow(cells, 'body');
  }
  if (data.bookings.length > 0) {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(10).fillColor(INK).text(text.totalPassengers(passengers), left, doc.y, { width });
  }

  // The running header and the page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${data.operatorName} · ${data.trip.title} · ${date(data.startDate)}`, left, MARGIN - 4, {
        width: width * 0.6,
        lineBreak: false,
        ellipsis: true,
      });
    doc.text(text.printed(date(data.generatedAt, true)), left + width * 0.6, MARGIN - 4, {
      width: width * 0.4,
      align: 'right',
      lineBreak: false,
    });
    doc.text(text.page(index - range.start + 1, range.count), left, doc.page.height - MARGIN, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }

  doc.end();
  return done;
}
