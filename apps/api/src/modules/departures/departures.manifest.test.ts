import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { manifestCsv, manifestPdf, type ManifestBooking, type ManifestData } from './departures.manifest.ts';

const booking = (index: number): ManifestBooking => ({
  reference: `HT-2026-${String(index).padStart(5, '0')}`,
  status: index % 2 ? 'confirmed' : 'pending',
  paymentStatus: index % 2 ? 'partially_paid' : 'pending',
  passengers: 2,
  leadTraveller: index === 1 ? 'अनन्या शर्मा' : `Traveller ${index}`,
  email: `t${index}@example.test`,
  phone: '98100 00000',
  specialRequests: index % 3 ? null : 'Vegetarian meals, a lower berth on the overnight bus and an extra blanket',
  total: 24_000,
  paid: index % 2 ? 10_000 : 0,
  balanceDue: index % 2 ? 14_000 : 24_000,
  currency: 'INR',
});

const data = (count: number): ManifestData => ({
  operatorName: 'Himalaya Trails',
  trip: { kind: 'trek', title: 'Hampta Pass' },
  startDate: '2031-06-10',
  endDate: '2031-06-14',
  leader: '@Pemba',
  seatsTotal: 200,
  seatsBooked: count * 2,
  status: 'open',
  generatedAt: new Date('2031-06-01T10:00:00Z'),
  bookings: Array.from({ length: count }, (_, index) => booking(index + 1)),
});

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('departure manifest files', () => {
  it('prints one A4 landscape page for a small departure, and more pages (each with its header) for a large one', async () => {
    const small = await manifestPdf(data(3));
    expect(small.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(small)).toBe(1);
    expect(small.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');

    const large = await manifestPdf(data(90));
    expect(pageCount(large)).toBeGreaterThan(2);
    expect(large.length).toBeGreaterThan(small.length);
  });

  it('prints the trip, the leader and every booking with its contacts, requests and balance', async () => {
    const text = await textOf(await manifestPdf(data(3)));
    for (const expected of [
      'Hampta Pass',
      'Pemba',
      'HT-2026-00001',
      'HT-2026-00003',
      'Traveller 2',
      't3@example.test',
      '98100 00000',
      'Vegetarian meals',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The balance due of the confirmed, partly paid bookings (₹14,000 however the amount is grouped).
    expect(text).toMatch(/14,000/);
  });

  it.each([
    ['es', ['Lista de pasajeros de la salida: Hampta Pass', 'Viajero principal', 'Pagada en parte', 'Página 1 de 1']],
    ['fr', ['Liste des participants du départ : Hampta Pass', 'Voyageur principal', 'Payée en partie', 'Page 1 sur 1']],
    ['de', ['Teilnehmerliste des Termins: Hampta Pass', 'Hauptreisende(r)', 'Teilweise bezahlt', 'Seite 1 von 1']],
  ] as const)('prints the manifest in %s for staff who use the back office in it', async (language, words) => {
    const text = await textOf(await manifestPdf({ ...data(3), leader: 'Pemba Sherpa · Zoë Müller' }, language));
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain('Zoë Müller');
    expect(text).not.toContain('Balance due');
  });

  it('lists each traveller given with the age on the start date; medical notes only on the staff copy', async () => {
    const given = data(1);
    given.bookings[0]!.travellers = [
      {
        position: 2,
        fullName: 'Tenzin Dolma',
        dateOfBirth: '2001-06-11',
        gender: 'female',
        nationality: 'IN',
        idType: 'aadhaar',
        idNumber: '123456789012',
        emergencyName: 'Karma Dolma',
        emergencyPhone: '+91 94340 00000',
        medicalNotes: '=Diabetic, carries insulin',
      },
    ];
    const staffCsv = manifestCsv(given);
    // 2001-06-11 to 2031-06-10: the day before the thirtieth birthday.
    expect(staffCsv).toContain(
      'HT-2026-00001,2,Tenzin Dolma,given,29,female,IN,aadhaar,123456789012,"Karma Dolma, +91 94340 00000","\'=Diabetic, carries insulin"',
    );
    expect(staffCsv).toContain('HT-2026-00001,1,अनन्या शर्मा,Details pending');
    const leaderCsv = manifestCsv({ ...given, copy: 'leader' });
    expect(leaderCsv).toContain('Tenzin Dolma,given,29');
    expect(leaderCsv).not.toContain('Diabetic');

    const staffPdf = await textOf(await manifestPdf(given));
    for (const expected of [
      'Travellers',
      'Tenzin Dolma',
      'Aadhaar 123456789012',
      'Karma Dolma',
      'Diabetic',
      'Details pending',
    ])
      expect(staffPdf, expected).toContain(expected);
    const leaderPdf = await textOf(await manifestPdf({ ...given, copy: 'leader' }, 'hi'));
    expect(leaderPdf).toContain('Tenzin Dolma');
    expect(leaderPdf).not.toContain('Diabetic');
  });

  it('writes the departure, a header row and one row per booking, neutralising formula cells', () => {
    const csv = manifestCsv(data(2));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[4]).toBe("Trek leader,'@Pemba");
    expect(lines[7]).toBe('Copy,staff');
    expect(lines[9]).toMatch(/^Reference,Lead traveller,/);
    expect(lines.slice(10, 13)).toEqual([
      'HT-2026-00001,अनन्या शर्मा,t1@example.test,98100 00000,2,,confirmed,partially_paid,24000,10000,14000,INR',
      'HT-2026-00002,Traveller 2,t2@example.test,98100 00000,2,,pending,pending,24000,0,24000,INR',
      '',
    ]);
    // Every passenger seat: the lead's name or "Passenger n" while no details are given.
    expect(lines[13]).toBe(
      'Reference,#,Traveller,Details,Age,Gender,Nationality,ID type,ID number,Emergency contact,Medical notes',
    );
    expect(lines.slice(14)).toEqual([
      'HT-2026-00001,1,अनन्या शर्मा,Details pending,,,,,,,',
      'HT-2026-00001,2,Passenger 2,Details pending,,,,,,,',
      'HT-2026-00002,1,Traveller 2,Details pending,,,,,,,',
      'HT-2026-00002,2,Passenger 2,Details pending,,,,,,,',
    ]);
  });
});
