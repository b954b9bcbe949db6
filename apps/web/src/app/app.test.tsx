import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { redirects } from './routes.ts';

// jsdom has no matchMedia; pages ask it about reduced motion and screen size.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  cleanup(); // before the path changes back, so no page renders for it
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('App routing', () => {
  it.each(Object.entries(redirects))(
    'follows the redirect of %s to %s in the browser too',
    async (from, to) => {
      window.history.replaceState(null, '', from);
      render(<App />);
      await waitFor(() => expect(window.location.pathname).toBe(to));
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /404/ })).toBeNull();
    },
  );

  it('shows one copyright line on the developer home: its own 2023 one', async () => {
    window.history.replaceState(null, '', '/developers');
    render(<App />);
    await screen.findByText(/© 2023/);
    const lines = [...document.querySelectorAll('footer p')].filter((p) => p.textContent?.startsWith('©'));
    expect(lines.map((p) => p.textContent)).toEqual([expect.stringContaining('© 2023')]);
  });

  it('keeps the site copyright with the current year on other pages', async () => {
    window.history.replaceState(null, '', '/about');
    render(<App />);
    expect(await screen.findByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
  });
});
