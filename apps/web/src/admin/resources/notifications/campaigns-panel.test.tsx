import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCampaign } from '@trails/contracts/admin-campaigns';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { answer, callsTo, failure } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import CampaignsPanel from './campaigns-panel';

const sent = (subject: string): AdminCampaign => ({
  id: 5,
  subject,
  audience: { type: 'all_travellers' },
  status: 'sent',
  recipient_count: 3,
  enqueued_count: 3,
  sent_count: 3,
  failed_count: 0,
  created_by: 'Admin',
  created_at: '2026-11-01T10:00:00.000Z',
  completed_at: '2026-11-01T10:01:00.000Z',
});

/** The campaigns sent so far, a preview reaching `recipients`, and a send that adds one to the list. */
function campaigns({ recipients = 3 } = {}) {
  const list: AdminCampaign[] = [];
  server.use(
    answer('GET /admin/notifications/campaigns', () => ({ success: true, data: [...list] })),
    answer('POST /admin/notifications/campaign/preview', ({ body }) => ({
      success: true,
      data: { recipients, subject: body.subject, html: `<h1>${body.subject}</h1>${body.body}` },
    })),
    answer('POST /admin/notifications/campaign/test', () => ({
      success: true,
      message: ADMIN_MESSAGES.campaignTestSent,
    })),
    answer('POST /admin/notifications/campaign', ({ body }) => {
      list.unshift(sent(body.subject));
      return { success: true, data: sent(body.subject), message: ADMIN_MESSAGES.campaignQueued };
    }),
  );
}

async function compose(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Subject/), 'Monsoon treks are open');
  await u.type(screen.getByLabelText(/^Content/), '<p>Book the Valley of Flowers.</p>');
}

describe('campaigns panel', () => {
  it('shows what is missing under its field and asks the server nothing', async () => {
    campaigns();
    const u = userEvent.setup();
    renderAdmin(<CampaignsPanel />);
    await u.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription(ADMIN_MESSAGES.campaignSubjectRequired);
    expect(screen.getByLabelText(/^Content/)).toHaveAccessibleDescription(ADMIN_MESSAGES.campaignBodyRequired);
    expect(callsTo('POST /admin/notifications/campaign/preview')).toHaveLength(0);
  });

  it('previews the email with the number of travellers it reaches', async () => {
    campaigns();
    const u = userEvent.setup();
    renderAdmin(<CampaignsPanel />);
    await compose(u);
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Email preview' });
    expect(within(preview).getByText('3 travellers will receive it')).toBeInTheDocument();
    expect(within(preview).getByTitle('Email preview')).toHaveAttribute(
      'srcdoc',
      '<h1>Monsoon treks are open</h1><p>Book the Valley of Flowers.</p>',
    );
    expect(callsTo('POST /admin/notifications/campaign/preview')[0]?.body).toEqual({
      subject: 'Monsoon treks are open',
      body: '<p>Book the Valley of Flowers.</p>',
      audience: { type: 'all_travellers' },
    });
    // A change forgets the preview: it no longer shows what would be sent.
    await u.type(screen.getByLabelText(/^Subject/), '!');
    expect(screen.queryByRole('region', { name: 'Email preview' })).not.toBeInTheDocument();
  });

  it('sends only once confirmed, with the audience count, then lists it and clears the form', async () => {
    campaigns();
    const u = userEvent.setup();
    renderAdmin(<CampaignsPanel />);
    await compose(u);
    await u.click(screen.getByRole('radio', { name: 'Travellers who booked between two dates' }));
    await u.type(screen.getByLabelText(/^Booked from/), '2026-01-01');
    await u.type(screen.getByLabelText(/^Booked until/), '2026-06-30');

    await u.click(screen.getByRole('button', { name: 'Send' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Send this newsletter?' });
    expect(dialog).toHaveAccessibleDescription('It will be sent to 3 travellers. This cannot be undone.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST /admin/notifications/campaign')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Send' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Send this newsletter?' });
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The newsletter is being sent')).toBeInTheDocument();
    expect(callsTo('POST /admin/notifications/campaign')[0]?.body).toEqual({
      subject: 'Monsoon treks are open',
      body: '<p>Book the Valley of Flowers.</p>',
      audience: { type: 'booked_between', from: '2026-01-01', to: '2026-06-30' },
    });
    expect(await screen.findByRole('cell', { name: 'Monsoon treks are open' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('does not offer to send to an audience nobody is in', async () => {
    campaigns({ recipients: 0 });
    const u = userEvent.setup();
    renderAdmin(<CampaignsPanel />);
    await compose(u);
    await u.click(screen.getByRole('button', { name: 'Send' }));
    const group = screen.getByRole('group', { name: 'Audience' });
    expect(await within(group).findByText(ADMIN_MESSAGES.campaignNoRecipients)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's 422 under the field it names", async () => {
    campaigns();
    server.use(
      answer('POST /admin/notifications/campaign/test', () =>
        failure(422, 'Validation failed', { subject: [ADMIN_MESSAGES.campaignSubjectRequired] }),
      ),
    );
    const u = userEvent.setup();
    renderAdmin(<CampaignsPanel />);
    await compose(u);
    await u.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription(ADMIN_MESSAGES.campaignSubjectRequired),
    );
  });
});
