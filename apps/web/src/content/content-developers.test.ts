// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as faq from './faq';

describe('faq', () => {
  it('filters case-insensitively on question, answer and tags', () => {
    expect(faq.filterFaq(faq.faqCategories, '')).toBe(faq.faqCategories);
    const unity = faq.filterFaq(faq.faqCategories, 'UNITY');
    expect(unity.length).toBeGreaterThan(0);
    expect(unity.every((c) => c.questions.length > 0)).toBe(true);
    expect(faq.filterFaq(faq.faqCategories, 'zzzz-no-match')).toEqual([]);
  });
});
