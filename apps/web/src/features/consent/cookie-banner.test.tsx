import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, sentBodies } from '../../testing/test-utils.tsx';
import { GPC_NOTICE } from '@app/contracts/storage-keys';
import { closeConsentBanner } from './banner-store.ts';
import { CONSENT_LOG_URL } from './consent.ts';
import {
  CONSENT_KEY,
  CONSENT_REVISION,
  PREFERENCES_KEY,
  readConsent,
  readPreferences,
  storeConsent,
} from './consent-storage.ts';
import { BANNER_DELAY_MS, CookieBanner } from './cookie-banner.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';
import { cookieDomains } from './cookies.ts';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const button = (name: string) => screen.getByRole('button', { name });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderBanner() {
  const fetchMock = mockFetch({ [CONSENT_LOG_URL]: () => json(201, { id: 1 }) });
  const result = render(
    <>
      <CookieSettingsButton />
      <CookieBanner />
    </>,
  );
  return { ...result, fetchMock };
}

function showBanner() {
  const result = renderBanner();
  act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
  return result;
}

function storeChoice(revision: number, preferences = { analytics: true, marketing: false }) {
  localStorage.setItem(
    CONSENT_KEY,
    JSON.stringify({
      id: '11111111-2222-4333-8444-555555555555',
      revision,
      action: 'customize',
      timestamp: '2025-01-01T00:00:00.000Z',
    }),
  );
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ necessary: true, ...preferences }));
}

const allCookies = () => document.cookie.split('; ').filter(Boolean).sort();

function setCookies(...names: string[]) {
  for (const name of names) document.cookie = `${name}=1; path=/`;
}

/** Flushes the consent-log request's promise chain. */
const settle = () => act(async () => {});

beforeEach(() => {
  localStorage.clear();
  for (const c of allCookies()) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    closeConsentBanner();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('CookieBanner', () => {
  it('appears 1000 ms after load, not before', () => {
    renderBanner();
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe(
      '/policies/cookies',
    );
    for (const name of ['Accept All', 'Reject All', 'Customize']) expect(button(name)).toBeTruthy();
  });

  it('does not steal the focus when it appears on its own', () => {
    showBanner();
    expect(banner()?.contains(document.activeElement)).toBe(false);
  });

  it('stays hidden when a current choice is stored', () => {
    storeChoice(CONSENT_REVISION);
    renderBanner();
    act(() => vi.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
  });

  it('asks again when the stored choice is of an older revision, keeping the consent id', async () => {
    storeChoice(CONSENT_REVISION - 1);
    const { fetchMock } = showBanner();
    expect(banner()).not.toBeNull();
    fireEvent.click(button('Reject All'));
    await settle();
    expect(readConsent()).toMatchObject({
      id: '11111111-2222-4333-8444-555555555555',
      revision: CONSENT_REVISION,
      action: 'reject_all',
    });
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)[0]).toMatchObject({
      consentId: '11111111-2222-4333-8444-555555555555',
      revision: CONSENT_REVISION,
    });
  });

  it('Accept All turns both categories on, stores the choice, closes and logs it', async () => {
    const { fetchMock } = showBanner();
    fireEvent.click(button('Accept All'));
    await settle();
    expect(banner()).toBeNull();
    expect(readPreferences()).toEqual({ necessary: true, analytics: true, marketing: true });
    const consent = readConsent();
    expect(consent).toMatchObject({ revision: CONSENT_REVISION, action: 'accept_all' });
    expect(consent?.id).toMatch(uuid);
    expect(new Date(consent?.timestamp ?? '').toISOString()).toBe(consent?.timestamp);
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)).toEqual([
      {
        timestamp: consent?.timestamp,
        action: 'accept_all',
        preferences: { necessary: true, analytics: true, marketing: true },
        userAgent: navigator.userAgent,
        domain: window.location.hostname,
        consentId: consent?.id,
        revision: CONSENT_REVISION,
      },
    ]);
    const init = fetchMock.mock.calls.find(([url]) => url === CONSENT_LOG_URL)?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
  });

  it('Reject All turns both off and clears analytics and marketing cookies only', async () => {
    setCookies('_ga', '_ga_ABC123', '_gid', '_gat_UA', '_fbp', '_fbc', '_gcl_au', 'test_cookie', 'keep');
    const { fetchMock } = showBanner();
    fireEvent.click(button('Reject All'));
    await settle();
    expect(readPreferences()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(readConsent()?.action).toBe('reject_all');
    expect(allCookies()).toEqual(['keep=1']);
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)[0]).toMatchObject({ action: 'reject_all' });
  });

  it('Save Preferences stores the toggles; declining marketing clears only marketing cookies', async () => {
    setCookies('_ga', '_fbp', '_gcl_au');
    const { fetchMock } = showBanner();
    fireEvent.click(button('Customize'));
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect((necessary as HTMLButtonElement).disabled).toBe(true);
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(marketing.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookie preferences' }));
    fireEvent.click(analytics);
    expect(analytics.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(button('Save Preferences'));
    await settle();
    expect(banner()).toBeNull();
    expect(readPreferences()).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(readConsent()?.action).toBe('customize');
    expect(allCookies()).toEqual(['_ga=1']);
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)[0]).toMatchObject({
      action: 'customize',
      preferences: { necessary: true, analytics: true, marketing: false },
    });
  });

  it('Back returns to the simple view without storing anything', () => {
    showBanner();
    fireEvent.click(button('Customize'));
    fireEvent.click(button('Back'));
    expect(button('Accept All')).toBeTruthy();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it("with Global Privacy Control records its choice once as GPC's, shows no banner, and explains instead of switches", async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    setCookies('_fbp');
    const { fetchMock, unmount } = renderBanner();
    await settle();
    act(() => vi.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
    expect(readPreferences()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(readConsent()).toMatchObject({ action: 'reject_all', source: 'gpc' });
    expect(allCookies()).toEqual([]);
    unmount();
    renderBanner();
    act(() => vi.advanceTimersByTime(5000));
    await settle();
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)).toHaveLength(1);
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)[0]).toMatchObject({ action: 'reject_all', source: 'gpc' });
    // Cookie settings: the reason, no switch that would do nothing.
    fireEvent.click(button('Cookie settings'));
    expect(banner()?.textContent).toContain(GPC_NOTICE);
    expect(screen.queryByRole('switch', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).toBeNull();
  });

  it('asks again when the browser stops sending Global Privacy Control', () => {
    storeConsent('reject_all', { necessary: true, analytics: false, marketing: false }, 'gpc');
    renderBanner();
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    expect(button('Accept All')).toBeTruthy();
  });

  it('opens the settings when the footer link was followed before the banner started (#cookie-settings)', () => {
    storeChoice(CONSENT_REVISION);
    window.history.replaceState(null, '', '/about#cookie-settings');
    renderBanner();
    expect(screen.getByRole('heading', { name: 'Cookie preferences' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/about');
  });

  it('"Cookie settings" re-opens the preferences with the stored toggles and gives the focus back', async () => {
    storeChoice(CONSENT_REVISION, { analytics: true, marketing: false });
    const { fetchMock } = renderBanner();
    const settings = button('Cookie settings');
    settings.focus();
    fireEvent.click(settings);
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookie preferences' }));
    expect(screen.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(button('Save Preferences'));
    await settle();
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(readPreferences()).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(sentBodies(fetchMock, CONSENT_LOG_URL)).toHaveLength(1);
  });

  it('can close re-opened settings without a new choice', () => {
    storeChoice(CONSENT_REVISION);
    renderBanner();
    button('Cookie settings').focus();
    fireEvent.click(button('Cookie settings'));
    fireEvent.click(button('Close cookie settings'));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(button('Cookie settings'));
  });

  it('closes re-opened settings with Escape and gives the focus back', () => {
    storeChoice(CONSENT_REVISION);
    renderBanner();
    button('Cookie settings').focus();
    fireEvent.click(button('Cookie settings'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(button('Cookie settings'));
    expect(readPreferences()).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('keeps a first-visit banner open on Escape: a choice is still needed', () => {
    showBanner();
    fireEvent.keyDown(button('Accept All'), { key: 'Escape' });
    expect(banner()).not.toBeNull();
  });

  it('reports a failed log to the console only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [CONSENT_LOG_URL]: () => json(500, { message: 'down' }) });
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(button('Accept All'));
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(readConsent()?.action).toBe('accept_all');
    error.mockRestore();
  });
});

describe('cookieDomains', () => {
  it('lists the host and its parents, never a bare top-level domain', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
  });
});
