import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/test-utils.tsx';
import { HeadProvider, type HeadCollector } from '../../lib/head.tsx';
import BecomeDeveloperPage from './become-developer-page.tsx';
import BecomePartnerPage from './become-partner-page.tsx';
import ContactPage from './contact-page.tsx';
import SubscribePage from './subscribe-page.tsx';
import UnsubscribePage from './unsubscribe-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const pages: Array<[string, ComponentType, string, boolean]> = [
  ['/contact', ContactPage, 'Contact us', false],
  ['/become-partner', BecomePartnerPage, 'Become a Partner', false],
  ['/become-developer', BecomeDeveloperPage, 'Join the Developer Program', false],
  ['/subscribe', SubscribePage, 'Join the waitlist', false],
  ['/unsubscribe', UnsubscribePage, 'Unsubscribe from our newsletter', true],
];

describe('form pages', () => {
  it.each(pages)('%s has its heading and declares its head', async (path, Page, heading, noindex) => {
    mockFetch();
    const collector: HeadCollector = {};
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HeadProvider collector={collector}>
          <Router ssrPath={path}>
            <Page />
          </Router>
        </HeadProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(collector.head?.title).toBe(
      heading === 'Unsubscribe from our newsletter' ? 'Unsubscribe' : heading,
    );
    expect(collector.head?.description.length).toBeGreaterThan(20);
    expect(Boolean(collector.head?.noindex)).toBe(noindex);
    await screen.findAllByRole('heading');
  });
});
