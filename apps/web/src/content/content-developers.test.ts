// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '../site';
import * as developers from './developers';
import * as faq from './faq';
import * as sdk from './sdk';
import * as yodaos from './yodaos';
import { allStrings } from './test-utils';

describe('developers', () => {
  it('has the developer home navigation, cards and footer', () => {
    expect(developers.devNav.map((n) => n.label)).toEqual([
      'Development Guide',
      'SDK',
      'Docs',
      'Forum',
      'App Store',
      'Console',
      'FAQ',
      'YodaOS-Sprite',
    ]);
    expect(developers.devNav[1]?.children?.map((c) => c.label)).toEqual(['CXR-M Mobile', 'CXR-S Glasses']);
    expect(developers.languageButton.label).toBe('CN');
    expect(developers.getStartedAction.href).toBe('/console');
    expect(developers.devHero.badge).toBe('Now Available');
    expect(developers.aboutYodaOs.link.href).toBe('/yodaos-sprite');
    expect(developers.sdkCards.map((c) => [c.name, c.href])).toEqual([
      ['CXR-M SDK', '/sdk/cxr-m'],
      ['CXR-S SDK', '/sdk/cxr-s'],
    ]);
    expect(developers.resourceCards.map((c) => [c.title, c.href])).toEqual([
      ['Development Guide', '/sdk/cxr-m'],
      ['SDK Downloads', '/console'],
      ['API Documentation', '/docs/api'],
      ['Developer Forum', '/forum'],
      ['App Store', '/app-store'],
      ['Developer Console', '/console'],
    ]);
    expect(developers.devFaq.items).toHaveLength(2);
    expect(developers.devFaq.items[1]?.answer).toMatch(/Android phones only/);
    expect(developers.devFaq.link.href).toBe('/faq');
    expect(developers.community.actions.map((a) => a.href)).toEqual(['/forum', site.discordUrl]);
    expect(developers.devFooter.columns.map((c) => c.id)).toEqual([
      'product',
      'learn',
      'support',
      'community',
    ]);
    expect(developers.devFooter.copyright).toContain('2023');
    expect(developers.devFooter.complaints.href).toBe(`mailto:${site.complaintsEmail}`);
  });
});

describe('sdk pages', () => {
  it('has eight features, five met requirements and the spec tabs', () => {
    for (const page of Object.values(sdk.sdkPages)) {
      expect(page.keyFeatures.items).toHaveLength(8);
      expect(page.requirements.rows).toHaveLength(5);
      expect(page.requirements.rows.every((r) => r.met)).toBe(true);
      expect(page.actions.download.href).toBe('/console');
      expect(page.breadcrumb[0]?.href).toBe('/developers');
      for (const id of ['examples', 'troubleshooting']) {
        const tab = page.tabs.find((t) => t.id === id);
        expect(tab, id).toBeDefined();
      }
      expect(page.tabs.find((t) => t.id === 'examples')?.examples).toHaveLength(3);
      expect(page.tabs.find((t) => t.id === 'troubleshooting')?.troubleshooting).toHaveLength(3);
      const codes = page.tabs.flatMap((t) => (t.steps ?? []).flatMap((s) => (s.code ? [s.code.code] : [])));
      expect(codes.length).toBeGreaterThan(2);
      expect(page.needHelp.actions.map((a) => a.href)).toEqual(['/forum', '/contact']);
    }
    expect(sdk.cxrMPage.tabs.map((t) => t.label)).toEqual([
      'Getting Started',
      'Integration',
      'Examples',
      'Troubleshooting',
    ]);
    expect(sdk.cxrSPage.tabs.map((t) => t.label)).toEqual([
      'Getting Started',
      'Data Channel',
      'Examples',
      'Troubleshooting',
    ]);
  });

  it('carries the mobile requirements and troubleshooting topics', () => {
    expect(sdk.cxrMPage.requirements.rows.map((r) => r.value)).toEqual([
      'Android 7.0 (API level 24) or higher',
      'ARM64, ARM and x86_64',
      'Camera, microphone and storage permissions',
      'Wi-Fi or Bluetooth',
      'Minimum 2GB RAM recommended',
    ]);
    const topics = (page: typeof sdk.cxrMPage): string[] =>
      (page.tabs.find((t) => t.id === 'troubleshooting')?.troubleshooting ?? []).map((t) =>
        t.title.toLowerCase(),
      );
    expect(topics(sdk.cxrMPage)).toEqual([
      'connection failed',
      'video stream issues',
      'custom commands not working',
    ]);
    expect(topics(sdk.cxrSPage)).toEqual([
      'data channel access denied',
      'commands not received',
      'hardware access issues',
    ]);
  });

  it('warns about developer permissions on CXR-S only', () => {
    expect(sdk.cxrSPage.warning?.text).toMatch(/developer permissions must be enabled on the glasses/i);
    expect(sdk.cxrSPage.warning?.text).toMatch(/CXR-M/);
    expect(sdk.cxrMPage.warning).toBeUndefined();
  });
});

describe('yodaos-sprite', () => {
  it('has the layers, bars, tabs and devices', () => {
    expect(yodaos.yodaosBreadcrumb[0]?.href).toBe('/developers');
    expect(yodaos.yodaosHero.actions.map((a) => [a.label, a.href])).toEqual([
      ['Get Started', '/console'],
      ['Development SDK', '/sdk/cxr-s'],
    ]);
    expect(yodaos.yodaosHero.viewConfiguration.label).toBe('View Configuration');
    expect(yodaos.coreFeatures.map((f) => f.title)).toEqual([
      'Vision Optimization',
      'Performance Balance',
      'Natural Design',
      'System Integration',
    ]);
    expect(yodaos.architectureTabs.map((t) => t.label)).toEqual([
      'Overview',
      'Hardware',
      'Software',
      'Development',
    ]);
    expect(yodaos.defaultArchitectureTab).toBe('overview');
    const overview = yodaos.architectureTabs[0];
    expect(overview?.layers?.map((l) => l.name)).toEqual(['Application', 'System', 'Hardware']);
    expect(overview?.metrics?.map((m) => `${m.label} ${m.value}%`)).toEqual([
      'Power Efficiency 95%',
      'Display Performance 92%',
      'System Responsiveness 98%',
    ]);
    expect(yodaos.supportedDevices.map((d) => d.version)).toEqual(['2.1', '2.2', '2.3', '2.1']);
    expect(yodaos.supportedDevices.every((d) => d.status === 'Latest' || d.status === 'Supported')).toBe(
      true,
    );
    expect(yodaos.developmentResources.map((r) => r.href)).toEqual(['/sdk/cxr-s', '/docs', '/console']);
    expect(yodaos.yodaosHero.intro).toMatch(/customized Linux kernel/);
  });
});

describe('faq', () => {
  it('has the six categories with exact titles', () => {
    expect(faq.faqCategories.map((c) => c.title)).toEqual([
      'General Questions',
      'Setup & Installation',
      'Development & Integration',
      'Troubleshooting',
      'Platform & Tools',
      'Support & Community',
    ]);
    expect(faq.faqCategories[0]?.id).toBe(faq.defaultOpenCategory);
    const ids = faq.faqCategories.flatMap((c) => c.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of faq.faqCategories) {
      expect(category.questions.length).toBeGreaterThanOrEqual(4);
      expect(category.questions.length).toBeLessThanOrEqual(6);
      for (const q of category.questions) expect(q.tags.length).toBeGreaterThan(0);
    }
  });

  it('makes the spec claims', () => {
    const text = allStrings(faq.faqCategories);
    for (const claim of [
      'Android 7.0 (API 24) or higher',
      'at least 2GB RAM',
      'ARM64, ARM and x86_64',
      'read, write and admin',
    ]) {
      expect(text).toContain(claim);
    }
    expect(text).toMatch(/glasses-side SDK needs developer permission enabled on the glasses/);
    expect(text).toMatch(/phone-side SDK \(CXR-M\), you do not need it/);
  });

  it('has the quick links and the Still Need Help card', () => {
    expect(faq.quickLinks.map((l) => l.href)).toEqual([
      '/sdk/cxr-m',
      '/sdk/cxr-s',
      '/console',
      '/forum',
      '/contact',
      '/docs',
      '/yodaos-sprite',
      site.discordUrl,
    ]);
    expect(faq.stillNeedHelp.actions.map((a) => a.href)).toEqual(['/forum', '/contact', site.discordUrl]);
    expect(faq.stillNeedHelp.urgent.href).toMatch(/^mailto:/);
    expect(faq.faqBreadcrumb[0]?.href).toBe('/developers');
  });

  it('filters case-insensitively on question, answer and tags', () => {
    expect(faq.filterFaq(faq.faqCategories, '')).toBe(faq.faqCategories);
    const unity = faq.filterFaq(faq.faqCategories, 'UNITY');
    expect(unity.length).toBeGreaterThan(0);
    expect(unity.every((c) => c.questions.length > 0)).toBe(true);
    expect(faq.filterFaq(faq.faqCategories, 'zzzz-no-match')).toEqual([]);
  });
});
