/**
 * The public forms posted by a browser without JavaScript (`application/x-www-form-urlencoded`) to the
 * page they are on: stored like the JSON posts to the API, answered with a 303 to the success page, or
 * with the form's page (at its own address) showing the errors and the entered values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'parse5';
import { guardLabels } from '@app/contracts';
import { developerApplications, emailOutbox, formSubmissions, leads, quarantine, subscribers } from '@app/db';
import { find, getAttr, textOf, type HtmlElement } from '../src/lib/html-tree.ts';
import { invalidConfirmLink } from '../src/modules/subscribers/service.ts';
import { signUnsubscribeToken } from '../src/modules/subscribers/unsubscribe-token.ts';
import { ResettableRateLimits, testConfig, testSecretKey, useTestApp } from './helpers.ts';
import { builtSiteBasics, writeFakeWebDist, type FakeWebDist } from './fake-web-dist.ts';
import { nonEmptyTables, postJson, validLead } from './public-forms.ts';

/** A form page as the prerenderer writes it: React's markup, its module script, and a form posting to the page. */
const formPage = (title: string, controls: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>` +
  `<script type="module" crossorigin src="/assets/app-abc123.js"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/page-abc123.js"></head>` +
  `<body><div id="root"><h1>${title}</h1><form method="post" noValidate="">${controls}` +
  `<input id="hp" type="text" name="_hp" value=""/><button type="submit">Send</button></form></div></body></html>`;

const leadControls =
  `<label for="first">First name</label><input class="border-slate-300" id="first" name="firstName"/>` +
  `<input id="last" name="lastName"/><input id="company" name="companyName"/>` +
  `<input id="email" type="email" name="email"/><input id="phone" type="tel" name="phone"/>` +
  `<select id="interest" name="interest"><option value="">Select</option>` +
  `<option value="training">Training</option><option value="developer">Developer Program</option></select>` +
  `<textarea id="message" name="message"></textarea>`;

const developerGroup =
  `<fieldset><legend>Programming languages</legend>` +
  `<input id="pl-0" type="checkbox" name="programmingLanguages" value="Kotlin"/>` +
  `<input id="pl-1" type="checkbox" name="programmingLanguages" value="C++"/></fieldset>`;

let dist: FakeWebDist;
const rateLimits = new ResettableRateLimits();

beforeAll(() => {
  dist = writeFakeWebDist(
    {
      ...builtSiteBasics,
      'index.html': formPage('Home', leadControls),
      'contact/index.html': formPage('Contact us', leadControls),
      'become-developer/index.html': formPage('Developer program', developerGroup),
      // The unsubscribe form posts to the address the mail linked, token included.
      'unsubscribe/index.html':
        '<!DOCTYPE html><html lang="en"><head><title>Unsubscribe</title>' +
        '<script type="module" crossorigin src="/assets/app-abc123.js"></script></head>' +
        '<body><h1>Unsubscribe from our newsletter</h1><form method="post"><button type="submit">Unsubscribe</button></form></body></html>',
      'subscribe/confirm/index.html':
        '<!DOCTYPE html><html lang="en"><head><title>Confirm your subscription</title>' +
        '<script type="module" crossorigin src="/assets/app-abc123.js"></script></head>' +
        '<body><h1>Confirm your subscription</h1><form method="post"><button type="submit">Confirm subscription</button></form></body></html>',
      'subscribe/index.html': formPage(
        'Join the waitlist',
        `<input id="email" name="email"/><input id="wl" type="checkbox" name="waitlist" checked=""/>`,
      ),
    },
    {
      prerendered: ['/', '/contact', '/become-developer', '/subscribe', '/subscribe/confirm', '/unsubscribe'],
      client: [],
      redirects: {},
    },
  );
});
afterAll(() => dist.remove());

const ctx = useTestApp(() => ({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '5' }),
  webDist: dist.dir,
  rateLimits,
}));

const SAME_ORIGIN = 'http://localhost:5000';

/** What a browser sends for a form: the fields urlencoded, from a page of this site. */
function postForm(
  app: FastifyInstance,
  url: string,
  fields: Array<[string, string]>,
  headers: Record<string, string> = { origin: SAME_ORIGIN, referer: `${SAME_ORIGIN}/contact` },
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:5000', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** What the contact form posts without JavaScript: no time token (the page is static HTML). */
const leadFields = (overrides: Record<string, string> = {}): Array<[string, string]> =>
  Object.entries({
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines Ltd',
    email: 'ada@example.com',
    phone: '',
    interest: 'training',
    message: 'A demo, please.',
    _hp: '',
    ...overrides,
  });

const control = (html: string, name: string): HtmlElement => {
  const el = find(parse(html), (e) => getAttr(e, 'name') === name);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
};
const byId = (html: string, id: string) => find(parse(html), (e) => getAttr(e, 'id') === id);

describe('a browser form post (no JavaScript)', () => {
  it('stores the lead and redirects (303) to the success page', async () => {
    const res = await postForm(ctx.app, '/contact', leadFields());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact/sent');
    const rows = await ctx.t.db.select().from(leads);
    expect(rows).toMatchObject([
      { firstName: 'Ada', email: 'ada@example.com', interest: 'training', phone: null },
    ]);
  });

  it('marks the post "sent without JavaScript" for staff, not "no form token" as an API client is', async () => {
    expect((await postForm(ctx.app, '/contact', leadFields())).statusCode).toBe(303);
    const [submission] = await ctx.t.db.select().from(formSubmissions);
    expect(submission?.signals).toEqual(['no-script']);
    expect(guardLabels['no-script']).toBe('Sent without JavaScript');

    await ctx.t.reset();
    const api = await postJson(ctx.app, '/api/leads', validLead());
    expect(api.statusCode).toBe(201);
    const [fromApi] = await ctx.t.db.select().from(formSubmissions);
    expect(fromApi?.signals).toEqual(['token-missing']);
  });

  it('reads repeated names as a checkbox group and a ticked box as true', async () => {
    const res = await postForm(ctx.app, '/become-developer', [
      ['fullName', 'Linus Developer'],
      ['email', 'linus@example.org'],
      ['experienceLevel', 'advanced'],
      ['programmingLanguages', 'Kotlin'],
      ['programmingLanguages', 'C++'],
      ['developmentAreas', 'Mobile Apps'],
      ['yearsExperience', '5-10'],
      ['interestedPlatforms', 'YodaOS-Sprite'],
      ['primaryUseCase', 'Enterprise & Industrial'],
      ['projectDescription', 'A remote assistance tool for field engineers.'],
      ['reasonForInterest', 'We want hands-free workflows on the factory floor.'],
      ['developmentTimeline', ''],
      ['needsHardwareAccess', 'on'],
      ['_hp', ''],
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/become-developer/submitted');
    const [row] = await ctx.t.db.select().from(developerApplications);
    expect(row).toMatchObject({
      programmingLanguages: ['Kotlin', 'C++'],
      interestedPlatforms: ['YodaOS-Sprite'],
      needsHardwareAccess: true,
      needsTechnicalSupport: false,
      hasARExperience: false,
    });
  });

  it('signs up for the waitlist or the newsletter as the box says, each with its success page', async () => {
    const waitlist = await postForm(ctx.app, '/subscribe', [
      ['email', 'reader@example.com'],
      ['waitlist', 'on'],
    ]);
    expect(waitlist.headers.location).toBe('/subscribe/waitlist/check-inbox');
    const newsletter = await postForm(ctx.app, '/subscribe', [['email', 'other@example.com']]);
    expect(newsletter.statusCode).toBe(303);
    expect(newsletter.headers.location).toBe('/subscribe/check-inbox');
    const rows = await ctx.t.db.select().from(subscribers);
    expect(rows.map((r) => [r.email, r.source]).sort()).toEqual([
      ['other@example.com', 'website'],
      ['reader@example.com', 'waitlist'],
    ]);
  });

  it('answers an invalid post with the form page: errors by their fields, values kept and escaped, no scripts', async () => {
    const typed = '"><script>alert(1)</script> & </textarea>';
    const res = await postForm(
      ctx.app,
      '/contact',
      leadFields({
        firstName: 'A',
        email: 'not-an-address',
        interest: 'developer',
        message: typed,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
    const html = res.body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(textOf(find(parse(html), (e) => e.tagName === 'title') as HtmlElement)).toBe('Error: Contact us');

    const firstName = control(html, 'firstName');
    expect(getAttr(firstName, 'value')).toBe('A');
    expect(getAttr(firstName, 'aria-invalid')).toBe('true');
    expect(getAttr(firstName, 'aria-describedby')).toBe('first-error');
    expect(getAttr(firstName, 'class')).toBe('border-red-600');
    expect(textOf(byId(html, 'first-error') as HtmlElement)).toBe('First name must be at least 2 characters');
    expect(textOf(byId(html, 'email-error') as HtmlElement)).toBe('Please enter a valid email address');
    expect(getAttr(control(html, 'lastName'), 'value')).toBe('Lovelace');
    expect(getAttr(control(html, 'lastName'), 'aria-invalid')).toBeUndefined();
    expect(textOf(control(html, 'message'))).toBe(typed);
    const selected = find(control(html, 'interest'), (e) => getAttr(e, 'selected') !== undefined);
    expect(selected && getAttr(selected, 'value')).toBe('developer');

    const summary = byId(html, 'form-problem') as HtmlElement;
    expect(getAttr(summary, 'autofocus')).toBe('');
    expect(textOf(summary)).toBe(
      'Please check the highlighted fields.' +
        'First name must be at least 2 characters' +
        'Please enter a valid email address',
    );
  });

  it("shows the errors on the page the form is on (the home page's enterprise form)", async () => {
    const res = await postForm(ctx.app, '/', [['firstName', 'Ada']], {
      origin: SAME_ORIGIN,
      referer: `${SAME_ORIGIN}/`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<title>Error: Home</title>');
    const stored = await postForm(ctx.app, '/', leadFields(), {
      origin: SAME_ORIGIN,
      referer: `${SAME_ORIGIN}/`,
    });
    expect(stored.statusCode).toBe(303);
    expect(stored.headers.location).toBe('/contact/sent');
  });

  it('keeps ticked and unticked boxes as posted', async () => {
    const unticked = await postForm(ctx.app, '/subscribe', [['email', 'nope']]);
    expect(unticked.statusCode).toBe(422);
    expect(getAttr(control(unticked.body, 'waitlist'), 'checked')).toBeUndefined();
    expect(getAttr(control(unticked.body, 'email'), 'value')).toBe('nope');

    const group = await postForm(ctx.app, '/become-developer', [['programmingLanguages', 'C++']]);
    expect(group.statusCode).toBe(422);
    expect(getAttr(control(group.body, 'programmingLanguages'), 'checked')).toBeUndefined();
    const cpp = byId(group.body, 'pl-1') as HtmlElement;
    expect(getAttr(cpp, 'checked')).toBe('');
  });

  it('refuses a form posted from another site (403 page), and stores nothing', async () => {
    const res = await postForm(ctx.app, '/contact', leadFields(), {
      origin: 'https://attacker.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  it('answers the rate limit with a 429 page that keeps the values', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postForm(ctx.app, '/contact', [['firstName', 'A']])).statusCode).toBe(422);
    }
    const res = await postForm(ctx.app, '/contact', leadFields());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(textOf(byId(res.body, 'form-problem-title') as HtmlElement)).toBe(
      (
        (await postJson(ctx.app, '/api/leads', validLead())).json() as {
          message: string;
        }
      ).message,
    );
    expect(getAttr(control(res.body, 'email'), 'value')).toBe('ada@example.com');
  });

  it('sends a filled honeypot to the success page like any post, and holds it back', async () => {
    const res = await postForm(ctx.app, '/contact', leadFields({ _hp: 'http://spam.example' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact/sent');
    expect(await ctx.t.db.select().from(leads)).toEqual([]);
    expect(await ctx.t.db.select().from(quarantine)).toHaveLength(1);
  });

  it('keeps the API for JSON and the pages for form posts: each refuses the other (415)', async () => {
    const json = await postJson(ctx.app, '/api/leads', { firstName: 'A' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: 'Please check the highlighted fields.' });
    const formToApi = await postForm(ctx.app, '/api/leads', leadFields());
    expect(formToApi.statusCode).toBe(415);
    const jsonToPage = await postJson(ctx.app, '/contact', validLead());
    expect(jsonToPage.statusCode).toBe(415);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'text/plain', origin: SAME_ORIGIN },
      payload: 'firstName=Ada',
    });
    expect(text.statusCode).toBe(415);
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  it('answers a form post to a page without a form with 404', async () => {
    const res = await postForm(ctx.app, '/about', leadFields());
    expect(res.statusCode).toBe(404);
  });
});

describe("the confirmation page's own form (no JavaScript, double opt-in)", () => {
  /** Signs up through the page and returns the path of the e-mailed confirmation link. */
  async function confirmationLink(waitlist: boolean) {
    await postForm(ctx.app, '/subscribe', [
      ['email', 'reader@example.com'],
      ...(waitlist ? [['waitlist', 'on'] as [string, string]] : []),
    ]);
    const [mail] = await ctx.t.db.select().from(emailOutbox);
    const link = /http:\/\/localhost:5000(\/subscribe\/confirm\?token=\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    return link!;
  }
  const fromThePage = (link: string) => ({ origin: SAME_ORIGIN, referer: `${SAME_ORIGIN}${link}` });

  it('confirms from the button and redirects (303) to the subscribed page, or the waitlist page', async () => {
    const link = await confirmationLink(false);
    const res = await postForm(ctx.app, link, [], fromThePage(link));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/subscribed');
    expect((await ctx.t.db.select().from(subscribers))[0]).toMatchObject({ active: true });
    // A second press (idempotent) lands on the same page.
    expect((await postForm(ctx.app, link, [], fromThePage(link))).headers.location).toBe(
      '/subscribe/subscribed',
    );

    await ctx.t.reset();
    const waitlist = await confirmationLink(true);
    const joined = await postForm(ctx.app, waitlist, [], fromThePage(waitlist));
    expect(joined.headers.location).toBe('/subscribe/waitlist');
  });

  it('answers a broken link with the confirmation page and the message (400), without scripts', async () => {
    const link = '/subscribe/confirm?token=not-a-real-token';
    const res = await postForm(ctx.app, link, [], fromThePage(link));
    expect(res.statusCode).toBe(400);
    const problem = byId(res.body, 'form-problem');
    expect(problem && textOf(problem)).toBe(invalidConfirmLink);
    expect(res.body).toContain('Confirm your subscription');
    expect(res.body).not.toContain('<script');
  });

  it('refuses the form posted from another site (403 page), and confirms nothing', async () => {
    const link = await confirmationLink(false);
    const res = await postForm(ctx.app, link, [], { origin: 'https://attacker.example' });
    expect(res.statusCode).toBe(403);
    expect((await ctx.t.db.select().from(subscribers))[0]).toMatchObject({ active: false });
  });
});

describe("the unsubscribe page's own form (no JavaScript)", () => {
  async function subscriberLink() {
    const [row] = await ctx.t.db.insert(subscribers).values({ email: 'reader@example.com' }).returning();
    const token = signUnsubscribeToken(testSecretKey, row!.id, 'reader@example.com');
    return `/unsubscribe?token=${encodeURIComponent(token)}`;
  }
  const isActive = async () => (await ctx.t.db.select().from(subscribers))[0]?.active;
  const fromThePage = (link: string) => ({ origin: SAME_ORIGIN, referer: `${SAME_ORIGIN}${link}` });

  it('unsubscribes the address of the link it was sent from and redirects (303) to the confirmation', async () => {
    const link = await subscriberLink();
    const res = await postForm(ctx.app, link, [], fromThePage(link));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/unsubscribe/done');
    expect(await isActive()).toBe(false);
  });

  it('answers a broken link with the unsubscribe page and the message (400), without scripts', async () => {
    const link = '/unsubscribe?token=not-a-real-token';
    const res = await postForm(ctx.app, link, [], fromThePage(link));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const problem = byId(res.body, 'form-problem');
    expect(problem && textOf(problem)).toBe('This unsubscribe link is invalid or has expired.');
    expect(res.body).toContain('Unsubscribe from our newsletter');
    expect(res.body).not.toContain('<script');
    const missing = await postForm(ctx.app, '/unsubscribe', [], fromThePage('/unsubscribe'));
    expect(missing.statusCode).toBe(400);
  });

  it('refuses the form posted from another site (403 page), and changes nothing', async () => {
    const link = await subscriberLink();
    const res = await postForm(ctx.app, link, [], { origin: 'https://attacker.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await isActive()).toBe(true);
  });
});
