// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, tearDown } from '../../test/admin-test-utils';
import { bodiesOf, openCampaigns, renderCampaigns, toastText } from '../../test/campaigns-test-utils';
import { blogPost, campaignRecord, type FakeCampaignsApi } from '../../test/fake-campaigns-api';

let api: FakeCampaignsApi;

beforeEach(() => {
  api = openCampaigns('/admin/campaigns?new');
});
afterEach(tearDown);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const problemOf = (label: string) =>
  field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('composing a campaign', () => {
  it('says what is missing or too long beside its field before sending anything, focusing the first', async () => {
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Subject')));
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(problemOf('Subject')).toBe('0 of 150 characters | Please give the email a subject.');
    expect(problemOf('Email text')).toContain('Please write the email.');

    type('Subject', 'x'.repeat(151));
    expect(problemOf('Subject')).toBe('151 of 150 characters: 1 too many');
    type('Preheader (optional)', 'p'.repeat(151));
    type('Email text', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Subject')));
    expect(problemOf('Subject')).toContain('Please keep the subject to 150 characters; it has 151.');
    expect(problemOf('Preheader (optional)')).toContain('Please keep the preheader to 150 characters; it has 151.');
    expect(problemOf('Preheader (optional)')).toContain('The line the inbox shows after the subject');
    expect(bodiesOf(api, 'POST /api/campaigns')).toEqual([]);
  });

  it('creates the draft, names it in the address, then saves changes with PUT', async () => {
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    expect(screen.getByText('Not saved yet.')).toBeTruthy();
    type('Subject', '  New homes in East Legon ');
    type('Preheader (optional)', 'Three bedrooms');
    type('Email text', 'Hello **friends**');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe('Campaign savedSend it now, schedule it, or come back to it later.'));
    expect(bodiesOf(api, 'POST /api/campaigns')).toEqual([
      {
        subject: 'New homes in East Legon',
        preheader: 'Three bedrooms',
        source: 'markdown',
        bodyMarkdown: 'Hello **friends**',
        postId: null,
        postContent: 'summary',
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit campaign' })).toBeTruthy();
    expect(location.search).toBe('?id=1');
    expect(screen.getByText('All changes saved.')).toBeTruthy();

    type('Subject', 'New homes in East Legon and Cantonments');
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved.');
    expect(bodiesOf(api, 'PUT /api/campaigns/1')).toMatchObject([
      { subject: 'New homes in East Legon and Cantonments' },
    ]);
  });

  it("shows the server's field problems beside their inputs and focuses the first", async () => {
    api.refuse['POST /api/campaigns'] = errorResponse(400, 'Please keep the preheader on one line.', {
      preheader: 'Please keep the preheader on one line.',
    });
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    type('Subject', 'News');
    type('Email text', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Preheader (optional)')));
    expect(problemOf('Preheader (optional)')).toContain('Please keep the preheader on one line.');
    expect(toastText()).toBe('Error saving campaignPlease keep the preheader on one line.');
    // Fixing the field takes its problem away.
    type('Preheader (optional)', 'Fine');
    expect(problemOf('Preheader (optional)')).not.toContain('one line');
  });

  it('previews what is typed once typing pauses, in two sandboxed frames, with the plain text', async () => {
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    expect(screen.getByText('The preview shows once the email has a subject and its text or post.')).toBeTruthy();
    type('Subject', 'News');
    for (const text of ['H', 'He', 'Hello']) type('Email text', text);
    const phone = await screen.findByTitle('Email preview at phone width, 360 pixels');
    expect(bodiesOf(api, 'POST /api/campaigns/preview')).toEqual([
      {
        subject: 'News',
        preheader: '',
        source: 'markdown',
        bodyMarkdown: 'Hello',
        postId: null,
        postContent: 'summary',
      },
    ]);
    const desktop = screen.getByTitle('Email preview at desktop width, 680 pixels');
    for (const frame of [phone, desktop]) {
      expect(frame.getAttribute('sandbox')).toBe('');
      expect(frame.getAttribute('srcdoc')).toBe('<p>Hello</p>');
    }
    expect(phone.className).toContain('w-[360px]');
    expect(desktop.className).toContain('w-[680px]');
    // A phone shows one width at a time; the switch picks which.
    const desktopButton = screen.getByRole('button', { name: 'Desktop' });
    fireEvent.click(desktopButton);
    expect(desktopButton.getAttribute('aria-pressed')).toBe('true');
    expect(phone.closest('figure')!.className).toContain('hidden lg:block');
    expect(desktop.closest('figure')!.className).not.toContain('hidden');
    expect(screen.getByText('Plain-text version').closest('details')!.textContent).toContain('Hello (text)');
  });

  it('sends a post: chosen among the blog’s, newest first, as a summary or the whole article', async () => {
    api = openCampaigns('/admin/campaigns?id=7');
    api.posts = [
      blogPost('renting-in-accra', 'Renting in Accra', '2026-11-01'),
      blogPost('land-title-checks', 'Land title checks', '2026-10-01'),
    ];
    api.campaigns = [campaignRecord({ id: 7 })];
    renderCampaigns();
    await screen.findByRole('heading', { level: 1, name: 'Edit campaign' });
    fireEvent.click(screen.getByRole('radio', { name: 'Send a post' }));
    const picker = field('Post') as unknown as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a post', 'Renting in Accra (Nov 1, 2026)', 'Land title checks (Oct 1, 2026)']);
    fireEvent.change(picker, { target: { value: 'land-title-checks' } });
    expect(screen.getByText('What land title checks means for you.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Whole article' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved.');
    expect(bodiesOf(api, 'PUT /api/campaigns/7')).toEqual([
      {
        subject: 'New homes in East Legon',
        preheader: 'Three-bedroom houses from $120,000',
        source: 'post',
        bodyMarkdown: '',
        postId: 'land-title-checks',
        postContent: 'article',
      },
    ]);
  });
});
