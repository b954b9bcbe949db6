import { describe, expect, it } from 'vitest';
import {
  afterSaleServiceAnswers,
  afterSaleServiceOptions,
  apiKeyPermissions,
  appCategories,
  appStatuses,
  appSubmissionStatuses,
  consentActions,
  contactInterestOptions,
  contactInterests,
  DEFAULT_AFTER_SALE_SERVICE,
  DEFAULT_BRAND_NAME,
  developerApplicationStatuses,
  developmentAreas,
  developmentTimelineOptions,
  developmentTimelines,
  employeeCounts,
  experienceLevelOptions,
  experienceLevels,
  formTypes,
  homeInterestOptions,
  homeInterests,
  industries,
  industryOptions,
  leadInterests,
  partnerStatuses,
  platformOptions,
  platforms,
  primaryUseCases,
  programmingLanguages,
  referralSourceOptions,
  referralSources,
  sdkTypes,
  yearsOfExperience,
} from '../src/options';

describe('option lists (exact values and order)', () => {
  it('lead interests: home 5, contact adds developer and distribution', () => {
    expect(homeInterests).toEqual(['remote-assistance', 'training', 'workflow', 'partner', 'other']);
    expect(contactInterests).toEqual([
      'remote-assistance',
      'training',
      'workflow',
      'partner',
      'other',
      'developer',
      'distribution',
    ]);
    expect(leadInterests).toHaveLength(7);
    expect(homeInterestOptions.map((o) => o.value)).toEqual([...homeInterests]);
    expect(contactInterestOptions.map((o) => o.value)).toEqual([...contactInterests]);
    for (const o of contactInterestOptions) expect(o.label.length).toBeGreaterThan(0);
  });

  it('partner application lists', () => {
    expect(industries).toEqual([
      'Technology',
      'Retail',
      'Manufacturing',
      'Healthcare',
      'Education',
      'Entertainment',
      'Construction',
      'Other',
    ]);
    expect(industryOptions).toContainEqual({ value: 'Retail', label: 'Retail' });
    expect(employeeCounts).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']);
    expect(afterSaleServiceAnswers).toEqual(['Yes', 'No', 'Not Sure']);
    expect(afterSaleServiceOptions).toHaveLength(3);
    expect(DEFAULT_AFTER_SALE_SERVICE).toBe('No');
  });

  it('referral sources carry the brand', () => {
    expect(referralSources('Acme')).toEqual([
      'Acme Sales',
      'Social Media',
      'Google AdWords',
      'News Report',
      'Friends Reference',
      'Other Reference',
      'Others',
    ]);
    expect(referralSourceOptions('Acme')[0]).toEqual({ value: 'Acme Sales', label: 'Acme Sales' });
    expect(referralSourceOptions('Acme')).toHaveLength(7);
    expect(DEFAULT_BRAND_NAME).toBe('Lumen');
  });

  it('developer application lists', () => {
    expect(experienceLevels).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
    expect(experienceLevelOptions.map((o) => o.label)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
      'Expert',
    ]);
    expect(yearsOfExperience).toEqual(['0-1', '2-5', '5-10', '10+']);
    expect(developmentTimelines).toEqual(['immediate', '1-3months', '3-6months', '6-12months']);
    expect(developmentTimelineOptions.map((o) => o.label)).toEqual([
      'Immediately',
      '1-3 months',
      '3-6 months',
      '6-12 months',
    ]);
    expect(programmingLanguages).toEqual([
      'JavaScript/TypeScript',
      'Swift',
      'Kotlin',
      'Java',
      'C#',
      'C++',
      'Python',
      'Unity C#',
      'Unreal C++',
      'WebGL/Three.js',
      'React Native',
      'Flutter',
      'Other',
    ]);
    expect(developmentAreas).toEqual([
      'Mobile Apps',
      'Web Applications',
      'Game Development',
      'Enterprise Solutions',
      'AR/VR Applications',
      'Machine Learning',
      'IoT',
      'Computer Vision',
      'Other',
    ]);
    expect(primaryUseCases).toEqual([
      'Gaming & Entertainment',
      'Enterprise & Industrial',
      'Education & Training',
      'Healthcare & Medical',
      'Retail & E-commerce',
      'Social & Communication',
      'Other',
    ]);
  });

  it('platforms carry the brand', () => {
    expect(platforms('Acme')).toEqual([
      'CXR-M (Mobile AR Platform)',
      'CXR-S (On-device AR Platform)',
      'YodaOS-Sprite',
      'Acme SDK Integration',
    ]);
    expect(platformOptions('Lumen').map((o) => o.value)).toContain('Lumen SDK Integration');
    expect(platformOptions('Lumen')).toHaveLength(4);
  });

  it('statuses and other enums', () => {
    expect(partnerStatuses).toEqual(['pending', 'approved', 'rejected']);
    expect(developerApplicationStatuses).toEqual(['pending', 'under_review', 'approved', 'rejected']);
    expect(formTypes).toEqual([
      'contact-form',
      'demo-request',
      'partner-application',
      'developer-application',
      'newsletter',
      'other',
    ]);
    expect(consentActions).toEqual(['accept_all', 'reject_all', 'customize']);
    expect(sdkTypes).toEqual(['cxr-m', 'cxr-s', 'both']);
    expect(appCategories).toEqual([
      'navigation',
      'productivity',
      'entertainment',
      'education',
      'utility',
      'other',
    ]);
    expect(apiKeyPermissions).toEqual(['read', 'write', 'admin']);
    expect(appStatuses[0]).toBe('development');
    expect(appStatuses).toContain('published');
    expect(appSubmissionStatuses).toEqual(['pending', 'approved', 'rejected', 'published']);
  });
});
