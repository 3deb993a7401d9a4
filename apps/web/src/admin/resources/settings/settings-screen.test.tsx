import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS, SETTING_KEYS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { AdminSettings } from '@trails/contracts/settings';
import { answer, callsTo, failure } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import SettingsScreen from './settings-screen';

/** Every setting as the server keeps it (the public defaults, blanks for the rest). */
const stored = (): AdminSettings => ({
  ...Object.fromEntries(SETTING_KEYS.map((key) => [key, ''])),
  ...DEFAULT_PUBLIC_SETTINGS,
  site_name: 'Himalaya Trails',
  contact_email: 'hello@himalaya.test',
  booking_hold_hours: '48',
  max_pending_bookings: '3',
  pre_departure_days: '7',
  tax_rate: '5',
  prices_include_tax: 'false',
  demo_mode: 'false',
  smtp_password_set: false,
});

/** Saves each value as sent, but refuses `refuse`'s key with a 422 under `value`. */
function settingsApi(refuse?: { key: string; message: string }) {
  const settings = stored();
  server.use(
    answer('GET /admin/settings', () => ({ success: true, data: { ...settings } })),
    answer('PUT /admin/settings/:key', ({ params, body }) => {
      const key = String(params.key);
      if (key === refuse?.key) return failure(422, 'Validation failed', { value: [refuse.message] });
      settings[key] = body.value;
      return { success: true, data: { key, value: body.value }, message: MESSAGES.settingsUpdated };
    }),
  );
}

describe('settings screen', () => {
  it('saves only what changed; a value the server refuses shows under its field, on its tab', async () => {
    settingsApi({ key: 'contact_email', message: MESSAGES.emailInvalid });
    const u = userEvent.setup();
    renderAdmin(<SettingsScreen />);
    const name = await screen.findByLabelText(/^Site name/);
    await u.clear(name);
    await u.type(name, 'Trails Co');
    await u.click(screen.getByRole('tab', { name: 'Contact' }));
    const email = screen.getByLabelText(/^Contact email/);
    await u.clear(email);
    await u.type(email, 'd@x.test');
    await u.click(screen.getByRole('tab', { name: 'General' }));
    await u.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid));
    expect(screen.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    const saved = callsTo('PUT /admin/settings/:key').map((call) => [call.url.pathname, call.body.value]);
    expect(saved).toEqual([
      ['/api/admin/settings/site_name', 'Trails Co'],
      ['/api/admin/settings/contact_email', 'd@x.test'],
    ]);
    // The refused value stays typed; the saved one is no longer a change.
    expect(email).toHaveValue('d@x.test');
  });

  it('keeps a value against the contract to itself, with its error under the field', async () => {
    settingsApi();
    const u = userEvent.setup();
    renderAdmin(<SettingsScreen />);
    const hold = await screen.findByLabelText(/^Seat hold/);
    await u.clear(hold);
    await u.type(hold, '0');
    await u.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(hold).toHaveAttribute('aria-invalid', 'true'));
    expect(hold).toHaveAccessibleDescription(expect.stringMatching(/\S/));
    expect(callsTo('PUT /admin/settings/:key')).toHaveLength(0);
  });
});
