import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

/** A demo trek in a protected area: Sikkim's permit note is shown to foreign nationals. */
const GOECHA_LA = 'goecha-la-trek';
const PASSWORD = 'Yuksom-Dzongri-4600';

/** A new traveller with a two-person booking on the trek's first departure with room, signed in in the page. */
async function travellerWithBooking(page: Page) {
  const email = uniqueEmail('travellers');
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Meera Iyer', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const trek = (await (await page.request.get(`/api/treks/${GOECHA_LA}`)).json()) as { data: { id: number } };
  const departures = (await (await page.request.get(`/api/treks/${GOECHA_LA}/departures`)).json()) as {
    data: Array<{ id: number; seats_left: number | null }>;
  };
  const departure = departures.data.find((one) => (one.seats_left ?? 0) >= 2)!;
  const booked = await page.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      trek_id: trek.data.id,
      departure_id: departure.id,
      passengers: 2,
      contact_name: 'Meera Iyer',
      contact_email: email,
      contact_phone: '+91 98450 12345',
    },
  });
  expect(booked.status()).toBe(201);
  const booking = ((await booked.json()) as { data: { id: number; reference: string } }).data;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  return { booking, departureId: departure.id };
}

describe('traveller details', () => {
  it('are filled in from My Bookings, checked per field, and listed by name on the departure manifest', async () => {
    const { page } = await openPage();
    const { booking, departureId } = await travellerWithBooking(page);

    // The confirmation offers it at once.
    await page.goto(`/booking-confirmation/${booking.id}`);
    await page.getByRole('link', { name: `Add traveller details for ${booking.reference}` }).waitFor();

    // My Bookings: the button with the deadline.
    await page.goto('/profile/bookings');
    const add = page.getByRole('link', { name: `Add traveller details for ${booking.reference}` });
    await add.waitFor();
    await page
      .getByText(/^Due by /)
      .first()
      .waitFor();
    await add.click();
    await page.waitForURL(`**/bookings/${booking.id}/travellers`);
    await page.getByRole('heading', { name: 'Traveller details', level: 1 }).waitFor();
    await page.getByText('0 of 2 travellers added').waitFor();

    // Sending the empty form: a message under each field that needs one.
    await page.getByRole('button', { name: 'Save traveller details' }).click();
    const first = page.getByRole('group', { name: /Traveller 1/ });
    const second = page.getByRole('group', { name: /Traveller 2/ });
    await first.getByText('Please enter the name as on the ID').waitFor();
    await second.getByText('Please enter an emergency contact').waitFor();

    // Traveller 1, Indian: no permit note.
    await first.getByLabel('Full name (as on ID)').fill('Meera Iyer');
    await first.getByLabel('Date of birth').fill('1992-08-15');
    await first.getByLabel('Gender').selectOption('female');
    await first.getByLabel('ID type').selectOption('aadhaar');
    await first.getByLabel('ID number').fill('1234 5678');
    await first.getByLabel('Emergency contact name').fill('Arjun Iyer');
    await first.getByLabel('Emergency contact phone').fill('+91 98450 00001');
    await first.getByLabel('Medical notes').fill('Mild asthma, carries an inhaler');
    expect(await first.getByText('Permits for foreign nationals').count()).toBe(0);

    // Traveller 2, German: the trek's permit note appears.
    await second.getByLabel('Full name (as on ID)').fill('Lukas Becker');
    await second.getByLabel('Date of birth').fill('1988-02-03');
    await second.getByLabel('Gender').selectOption('male');
    await second.getByLabel('Nationality').selectOption('DE');
    await second.getByText('Permits for foreign nationals').waitFor();
    await second.getByText(/Restricted Area Permit for Sikkim/).waitFor();
    await second.getByLabel('ID type').selectOption('passport');
    await second.getByLabel('ID number').fill('C01X00T47');
    await second.getByLabel('Emergency contact name').fill('Anna Becker');
    await second.getByLabel('Emergency contact phone').fill('+49 30 1234567');

    // An Aadhaar number that is too short is refused under its field.
    await page.getByRole('button', { name: 'Save traveller details' }).click();
    await first.getByText('An Aadhaar number has 12 digits').waitFor();
    await first.getByLabel('ID number').fill('1234 5678 9012');
    await page.getByRole('button', { name: 'Save traveller details' }).click();
    await page.getByText('Traveller details saved').first().waitFor();
    await page.getByText('Every traveller’s details are in. Thank you!').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Back in My Bookings the booking says its details are in.
    await page.goto('/profile/bookings');
    await page.getByRole('link', { name: `Edit traveller details for ${booking.reference}` }).waitFor();

    // Staff download the departure's manifest: every traveller by name, medical notes on the staff copy only.
    const adminLogin = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
    const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
    const manifest = async (query = '') =>
      (
        await page.request.get(`/api/admin/departures/${departureId}/manifest.csv${query}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).text();
    const staffCopy = await manifest();
    expect(staffCopy).toContain(`${booking.reference},1,Meera Iyer,given,`);
    expect(staffCopy).toContain(`${booking.reference},2,Lukas Becker,given,`);
    expect(staffCopy).toContain('passport,C01X00T47,"Anna Becker, +49 30 1234567"');
    expect(staffCopy).toContain('Mild asthma, carries an inhaler');
    const leaderCopy = await manifest('?copy=leader');
    expect(leaderCopy).toContain('Lukas Becker');
    expect(leaderCopy).not.toContain('Mild asthma');
  });
});
