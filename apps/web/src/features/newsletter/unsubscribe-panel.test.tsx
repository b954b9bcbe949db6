import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '../../testing/test-utils.tsx';
import { UNSUBSCRIBE_URL, UnsubscribePanel } from './unsubscribe-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAt(search: string) {
  window.history.replaceState(null, '', `/unsubscribe${search}`);
  return renderWithProviders(
    <Router>
      <UnsubscribePanel />
    </Router>,
  );
}

describe('UnsubscribePanel', () => {
  it('does nothing until the visitor presses Unsubscribe, then posts the token', async () => {
    const fetchMock = mockFetch({
      [UNSUBSCRIBE_URL]: () => json(200, { ok: true, email: 'fan@example.com' }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('You have been unsubscribed');
    expect(status.textContent).toContain('fan@example.com');
    // The focus moves in an effect after the status is on screen.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(sentBodies(fetchMock, UNSUBSCRIBE_URL)).toEqual([{ token: 'abc.def' }]);
  });

  it('shows the server message for a bad or used token and lets the visitor retry', async () => {
    mockFetch({ [UNSUBSCRIBE_URL]: () => json(400, { message: 'The link is invalid or has expired' }) });
    const user = userEvent.setup({ delay: null });
    renderAt('?token=bad');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link is invalid or has expired');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('explains a link without token and offers no button', async () => {
    mockFetch();
    renderAt('');
    expect((await screen.findByRole('alert')).textContent).toMatch(/link is incomplete/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
