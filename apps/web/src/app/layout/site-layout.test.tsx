import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeConsentBanner } from '../../features/consent/banner-store.ts';
import { mockFetch } from '../../testing/test-utils.tsx';
import { SiteLayout } from './site-layout.tsx';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const newsletter = () => screen.queryByRole('region', { name: 'Get product news' });

// The widgets are a lazy chunk: loaded here, so the fake clock alone decides when they show.
beforeAll(() => import('./floating-widgets.tsx'));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  mockFetch();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: false, media: query })),
  );
});
afterEach(() => {
  act(() => void closeConsentBanner()); // the banner's open state is a module store
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Well past the banner's 1 s delay, with the widgets' chunk loaded. */
const waitPastBannerDelay = () => act(() => vi.advanceTimersByTimeAsync(5000));

describe('SiteLayout floating widgets', () => {
  it('shows the newsletter sign-up and the cookie banner on public pages', async () => {
    render(<SiteLayout>page</SiteLayout>);
    await waitPastBannerDelay();
    expect(newsletter()).not.toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('keeps them off staff, portal and console screens; Cookie settings still opens the banner', async () => {
    render(<SiteLayout marketing={false}>staff screen</SiteLayout>);
    await waitPastBannerDelay();
    expect(newsletter()).toBeNull();
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).not.toBeNull();
  });
});
