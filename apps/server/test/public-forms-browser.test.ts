/**
 * The public forms posted by a browser without JavaScript (`application/x-www-form-urlencoded`) to the
 * page they are on: stored like the JSON posts to the API, answered with a 303 to the success page, or
 * with the form's page (at its own address) showing the errors and the entered values.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { guardLabels } from '@app/contracts';
import { apiErrorMessagesZh, validationMessagesZh } from '@app/contracts/messages-zh';
import { developerApplications, emailOutbox, formSubmissions, leads, quarantine, subscribers } from '@app/db';
import { invalidConfirmLink } from '../src/modules/subscribers/service.ts';
import { signUnsubscribeToken } from '../src/modules/subscribers/unsubscribe-token.ts';
import { ResettableRateLimits, testConfig, testSecretKey, useTestApp } from './helpers.ts';
import { builtWebDist } from './built-site.ts';
import { controlOf, selectedOption, tagsWith, textById, textOf } from './html-reading.ts';
import { nonEmptyTables, postJson, validLead } from './public-forms.ts';

const rateLimits = new ResettableRateLimits();

const ctx = useTestApp(() => ({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '5' }),
  webDist: builtWebDist(),
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

/** The text of what describes the control named `name` (its error). */
const descriptionOf = (html: string, name: string) => {
  const describedBy = controlOf(html, name)['aria-describedby'];
  return describedBy ? textById(html, describedBy) : undefined;
};
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

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
    expect(titleOf(html)).toBe('Error: Contact us | Lumen');

    const firstName = controlOf(html, 'firstName');
    expect(firstName.value).toBe('A');
    expect(firstName['aria-invalid']).toBe('true');
    expect(descriptionOf(html, 'firstName')).toBe('First name must be at least 2 characters');
    expect(descriptionOf(html, 'email')).toBe('Please enter a valid email address');
    expect(controlOf(html, 'lastName').value).toBe('Lovelace');
    expect(controlOf(html, 'lastName')['aria-invalid']).toBeUndefined();
    expect(textOf(html, 'textarea', 'name', 'message')).toBe(typed);
    expect(selectedOption(html, 'interest')).toBe('developer');

    const [summary] = tagsWith(html, 'div', 'id', 'form-problem');
    expect(summary?.autofocus).toBe('');
    expect(textById(html, 'form-problem')).toBe(
      'Please check the highlighted fields.' +
        'First name must be at least 2 characters' +
        'Please enter a valid email address',
    );
    // Each entry links to its field's control.
    const summaryHtml = /<div id="form-problem".*?<\/div>/s.exec(html)?.[0] ?? '';
    const links = [...summaryHtml.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
    expect(links).toEqual(['firstName', 'email'].map((name) => `#${controlOf(html, name).id}`));
  });

  it('answers the Chinese page in Chinese: errors by their keys, the summary by its code, values kept', async () => {
    const res = await postForm(ctx.app, '/zh/become-developer', [
      ['language', 'zh'],
      ['fullName', '李'],
      ['email', 'li.na@example.cn'],
      ['programmingLanguages', 'Kotlin'],
      ['projectDescription', '太短'],
      ['_hp', ''],
    ]);
    expect(res.statusCode).toBe(422);
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
    const html = res.body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).not.toContain('<script');
    const m = validationMessagesZh;
    expect(descriptionOf(html, 'fullName')).toBe(m.developerFullNameMin);
    expect(descriptionOf(html, 'experienceLevel')).toBe(m.experienceLevelRequired);
    expect(descriptionOf(html, 'projectDescription')).toBe(m.projectDescriptionMin);
    expect(controlOf(html, 'fullName').value).toBe('李');
    expect(controlOf(html, 'email').value).toBe('li.na@example.cn');
    expect(textOf(html, 'textarea', 'name', 'projectDescription')).toBe('太短');
    // The hidden language field is posted again with the corrected form.
    expect(tagsWith(html, 'input', 'name', 'language')[0]?.value).toBe('zh');
    const summary = textById(html, 'form-problem') ?? '';
    expect(summary.startsWith(apiErrorMessagesZh.validation_failed)).toBe(true);
    expect(summary).toContain(m.platformsRequired);
    expect(summary).not.toMatch(/Please|must be/);
  });

  it('stores an application from the Chinese page as a Chinese account and lands on the Chinese success page', async () => {
    const res = await postForm(ctx.app, '/zh/become-developer', [
      ['language', 'zh'],
      ['fullName', '李娜'],
      ['email', 'li.na@example.cn'],
      ['experienceLevel', 'advanced'],
      ['programmingLanguages', 'Kotlin'],
      ['developmentAreas', 'Mobile Apps'],
      ['yearsExperience', '5-10'],
      ['interestedPlatforms', 'YodaOS-Sprite'],
      ['primaryUseCase', 'Enterprise & Industrial'],
      ['projectDescription', '为现场工程师开发的远程协助工具，支持免提操作。'],
      ['reasonForInterest', '我们希望在工厂车间实现免提工作流程，提高效率。'],
      ['_hp', ''],
    ]);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/zh/become-developer/submitted');
    const [row] = await ctx.t.db.select().from(developerApplications);
    expect(row).toMatchObject({ language: 'zh', programmingLanguages: ['Kotlin'] });
  });

  it("shows the errors on the page the form is on (the home page's enterprise form)", async () => {
    const res = await postForm(ctx.app, '/', [['firstName', 'Ada']], {
      origin: SAME_ORIGIN,
      referer: `${SAME_ORIGIN}/`,
    });
    expect(res.statusCode).toBe(422);
    expect(titleOf(res.body)).toMatch(/^Error: /);
    expect(res.body).toMatch(/<form [^>]*aria-label="Enterprise contact form"[^>]*><div id="form-problem"/);
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
    expect(controlOf(unticked.body, 'waitlist').checked).toBeUndefined();
    expect(controlOf(unticked.body, 'email').value).toBe('nope');
    const ticked = await postForm(ctx.app, '/subscribe', [
      ['email', 'nope'],
      ['waitlist', 'on'],
    ]);
    expect(controlOf(ticked.body, 'waitlist').checked).toBe('');

    const group = await postForm(ctx.app, '/become-developer', [['programmingLanguages', 'C++']]);
    expect(group.statusCode).toBe(422);
    const boxes = tagsWith(group.body, 'input', 'name', 'programmingLanguages');
    expect(boxes.filter((box) => box.checked !== undefined).map((box) => box.value)).toEqual(['C++']);
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
    expect(textById(res.body, 'form-problem-title')).toBe(
      (
        (await postJson(ctx.app, '/api/leads', validLead())).json() as {
          message: string;
        }
      ).message,
    );
    expect(controlOf(res.body, 'email').value).toBe('ada@example.com');
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
    expect(textById(res.body, 'form-problem')).toBe(invalidConfirmLink);
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
    expect(textById(res.body, 'form-problem')).toBe('This unsubscribe link is invalid or has expired.');
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
