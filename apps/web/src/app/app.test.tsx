import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { redirects } from './routes.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

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
});
