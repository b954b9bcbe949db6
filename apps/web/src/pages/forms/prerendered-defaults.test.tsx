// @vitest-environment node
/** What the prerendered HTML of the forms shows before any script runs: their default choices. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { NewsletterSignupForm } from '../../features/newsletter/newsletter-signup-form.tsx';
import { PartnerApplicationForm } from '../../features/forms/partner-application-form.tsx';
import { DeveloperApplicationForm } from '../../features/forms/developer-application-form.tsx';
import { ContactLeadForm } from '../../features/forms/contact-lead-form.tsx';
import { EnterpriseLeadForm } from '../../features/forms/enterprise-lead-form.tsx';
import { UnsubscribePanel } from '../../features/newsletter/unsubscribe-panel.tsx';

const prerender = (ui: ReactElement) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/">{ui}</Router>
    </QueryClientProvider>,
  );

/** The opening tag of the HTML's first form. */
const formTag = (html: string) => /<form[^>]*>/.exec(html)?.[0] ?? '';

/** The `<input>` tags of the HTML whose name is `name`. */
const inputsNamed = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(`name="${name}"`));

describe('prerendered form defaults', () => {
  it('checks the partner form\'s after-sale answer "No" (the spec\'s default)', () => {
    const radios = inputsNamed(prerender(<PartnerApplicationForm />), 'offerAfterSaleService');
    expect(radios).toHaveLength(3);
    expect(radios.filter((tag) => /\bchecked=""/.test(tag))).toEqual([expect.stringContaining('value="No"')]);
  });

  it("leaves the /subscribe waitlist box unticked: joining is the visitor's choice", () => {
    const [box] = inputsNamed(prerender(<NewsletterSignupForm />), 'waitlist');
    expect(box).toBeDefined();
    expect(box).not.toMatch(/\bchecked/);
  });

  it('renders the unsubscribe panel as a form that posts to its own address (the token is in it)', () => {
    const html = prerender(<UnsubscribePanel />);
    const form = formTag(html);
    expect(form).toMatch(/\bmethod="post"/);
    expect(form).not.toMatch(/\baction=/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(html).not.toContain('Loading');
  });

  // Without JavaScript a refused post is answered with the same page and its errors, at the page's address.
  it.each([
    ['contact', <ContactLeadForm key="c" />],
    ['enterprise', <EnterpriseLeadForm key="e" />],
    ['partner', <PartnerApplicationForm key="p" />],
    ['developer', <DeveloperApplicationForm key="d" />],
    ['newsletter', <NewsletterSignupForm key="n" />],
  ])('renders the %s form posting to the page it is on', (_name, ui) => {
    const form = formTag(prerender(ui));
    expect(form).toMatch(/\bmethod="post"/);
    expect(form).not.toMatch(/\baction=/);
  });
});
