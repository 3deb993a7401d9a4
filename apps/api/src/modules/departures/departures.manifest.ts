import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { CSV_BOM, safeCell } from '../../lib/csv.ts';
import type { EmailLanguage } from '../emails/format.ts';
import { INVOICE_FONTS } from '../invoices/invoice-font.ts';
import { MANIFEST_TEXTS, pdfFormat, statusWord } from '../invoices/pdf-texts.ts';
import type { MANIFEST_COPIES } from '@trails/contracts/admin-departures';
import { ageOn } from '@trails/contracts/traveller-details';
import { TRAVELLER_MANIFEST_TEXTS, type TravellerManifestTexts } from '../travellers/manifest-texts.ts';
import type { ManifestTraveller } from '../travellers/travellers.service.ts';

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
  /** The travellers given so far, by position; missing positions print as pending. */
  travellers?: ManifestTraveller[];
}

/** Staff print everything; the leader's copy (handed to a trek leader) leaves medical notes out. */
export type ManifestCopy = (typeof MANIFEST_COPIES)[number];

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
  /** Which copy: medical notes appear on the staff copy only (default staff). */
  copy?: ManifestCopy;
}

/** One line per passenger seat of the manifest: a traveller's details, or the pending fallback. */
export interface ManifestTravellerLine {
  reference: string;
  position: number;
  name: string;
  pending: boolean;
  age: number | null;
  gender: string | null;
  nationality: string | null;
  idType: string | null;
  idNumber: string | null;
  emergency: string | null;
  medicalNotes: string | null;
}

/**
 * Every passenger of every booking, in booking then position order. A position nobody filled in
 * yet shows the lead traveller's name (first seat) or "Passenger n", marked pending. Medical notes
 * are kept only for the staff copy.
 */
export function manifestTravellerLines(data: ManifestData, texts: TravellerManifestTexts): ManifestTravellerLine[] {
  const staff = (data.copy ?? 'staff') === 'staff';
  return data.bookings.flatMap((booking) =>
    Array.from({ length: booking.passengers }, (_, index): ManifestTravellerLine => {
      const position = index + 1;
      const given = booking.travellers?.find((traveller) => traveller.position === position);
      if (!given)
        return {
          reference: booking.reference,
          position,
          name: position === 1 ? booking.leadTraveller : texts.passenger(position),
          pending: true,
          age: null,
          gender: null,
          nationality: null,
          idType: null,
          idNumber: null,
          emergency: null,
          medicalNotes: null,
        };
      return {
        reference: booking.reference,
        position,
        name: given.fullName,
        pending: false,
        age: ageOn(given.dateOfBirth, data.startDate),
        gender: given.gender,
        nationality: given.nationality,
        idType: given.idType,
        idNumber: given.idNumber,
        emergency: `${given.emergencyName}, ${given.emergencyPhone}`,
        medicalNotes: staff ? given.medicalNotes : null,
      };
    }),
  );
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
  const staff = (data.copy ?? 'staff') === 'staff';
  const texts = TRAVELLER_MANIFEST_TEXTS.en;
  const travellerColumns: Array<[header: string, cell: (line: ManifestTravellerLine) => string | number | null]> = [
    ['Reference', (line) => line.reference],
    ['#', (line) => line.position],
    ['Traveller', (line) => line.name],
    ['Details', (line) => (line.pending ? texts.pending : 'given')],
    ['Age', (line) => line.age],
    ['Gender', (line) => line.gender],
    ['Nationality', (line) => line.nationality],
    ['ID type', (line) => line.idType],
    ['ID number', (line) => line.idNumber],
    ['Emergency contact', (line) => line.emergency],
    ...(staff
      ? [
          ['Medical notes', (line: ManifestTravellerLine) => line.medicalNotes] as [
            string,
            (line: ManifestTravellerLine) => string | null,
          ],
        ]
      : []),
  ];
  return (
    CSV_BOM +
    stringify(
      [
        ...about,
        ['Copy', staff ? 'staff' : 'leader'],
        [],
        CSV_COLUMNS.map(([header]) => header),
        ...data.bookings.map((row) => CSV_COLUMNS.map(([, cell]) => safeCell(cell(row)))),
        [],
        travellerColumns.map(([header]) => header),
        ...manifestTravellerLines(data, texts).map((line) => travellerColumns.map(([, cell]) => safeCell(cell(line)))),
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

  type Placed = Array<{ x: number; width: number; align: 'left' | 'right' }>;
  const place = (specs: Array<{ share: number; align: 'left' | 'right' }>): Placed => {
    let at = left;
    return specs.map((column) => {
      const spec = { align: column.align, x: at, width: width * column.share - 6 };
      at += width * column.share;
      return spec;
    });
  };
  const placed = place(columns);
  const heightOf = (cells: string[], font: 'body' | 'bold', cols: Placed = placed) =>
    Math.max(
      ...cells.map((cell, index) => doc.font(font).fontSize(8.5).heightOfString(cell, { width: cols[index]!.width })),
    );
  const drawRow = (cells: string[], font: 'body' | 'bold', color = INK, cols: Placed = placed) => {
    const y = doc.y;
    const height = heightOf(cells, font, cols);
    cells.forEach((cell, index) => {
      const spec = cols[index]!;
      doc.font(font).fontSize(8.5).fillColor(color).text(cell, spec.x, y, { width: spec.width, align: spec.align });
    });
    doc.y = y + height + 4;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y += 4;
  };
  const header = () =>
    drawRow(
      columns.map((column) => column.title),
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

  // Every traveller by name: age at the start, ID and emergency contact (medical notes: staff copy only).
  const people = TRAVELLER_MANIFEST_TEXTS[language];
  const staffCopy = (data.copy ?? 'staff') === 'staff';
  const lines = manifestTravellerLines(data, people);
  if (lines.length > 0) {
    const personColumns = [
      { title: people.columns.reference, share: 0.1, align: 'left' as const },
      { title: people.columns.position, share: 0.03, align: 'right' as const },
      { title: people.columns.name, share: staffCopy ? 0.15 : 0.19, align: 'left' as const },
      { title: people.columns.age, share: 0.04, align: 'right' as const },
      { title: people.columns.gender, share: 0.07, align: 'left' as const },
      { title: people.columns.nationality, share: 0.08, align: 'left' as const },
      { title: people.columns.id, share: staffCopy ? 0.15 : 0.19, align: 'left' as const },
      { title: people.columns.emergency, share: staffCopy ? 0.18 : 0.3, align: 'left' as const },
      ...(staffCopy ? [{ title: people.columns.medical, share: 0.2, align: 'left' as const }] : []),
    ];
    const personPlaced = place(personColumns);
    const personHeader = () =>
      drawRow(
        personColumns.map((column) => column.title),
        'bold',
        MUTED,
        personPlaced,
      );
    if (doc.y + 60 > bottomLimit()) doc.addPage();
    else doc.moveDown(1);
    doc.font('bold').fontSize(12).fillColor(BRAND).text(people.heading, left, doc.y, { width });
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(staffCopy ? people.copy.staff : people.copy.leader, left, doc.y, { width });
    doc.moveDown(0.4);
    personHeader();
    for (const line of lines) {
      const cells = [
        line.reference,
        String(line.position),
        line.name,
        line.age === null ? '' : String(line.age),
        line.gender ? (people.gender[line.gender as keyof typeof people.gender] ?? line.gender) : '',
        line.nationality ?? '',
        line.pending
          ? people.pending
          : `${people.idType[line.idType as keyof typeof people.idType] ?? line.idType} ${line.idNumber}`,
        line.emergency ?? '',
        ...(staffCopy ? [line.medicalNotes ?? ''] : []),
      ];
      if (doc.y + heightOf(cells, 'body', personPlaced) + 8 > bottomLimit()) {
        doc.addPage();
        personHeader();
      }
      drawRow(cells, 'body', line.pending ? MUTED : INK, personPlaced);
    }
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
