import { describe, expect, it } from 'vitest';
import { fullTitle, renderHeadTags } from './head.tsx';

describe('head tags', () => {
  it('adds the brand to titles and escapes text', () => {
    expect(fullTitle('About', '/about')).toBe('About | Lumen');
    const head = { title: 'Q&A <live>', description: 'Say "hi"', path: '/faq' };
    const tags = renderHeadTags(head, { origin: 'https://www.example.test' });
    expect(tags).toContain('<title>Q&amp;A &lt;live&gt; | Lumen</title>');
    expect(tags).toContain('content="Say &quot;hi&quot;"');
    expect(tags).toContain('<link rel="canonical" href="https://www.example.test/faq" />');
    expect(tags).toContain('<meta property="og:url" content="https://www.example.test/faq" />');
  });

  it("takes the site's origin from the page's site-origin meta tag by default", () => {
    const meta = document.createElement('meta');
    meta.name = 'site-origin';
    meta.content = 'https://docs.example.test';
    document.head.append(meta);
    try {
      const tags = renderHeadTags({ title: 'FAQ', description: 'Answers', path: '/faq' });
      expect(tags).toContain('<link rel="canonical" href="https://docs.example.test/faq" />');
    } finally {
      meta.remove();
    }
  });
});

describe('fullTitle', () => {
  it('keeps the home page title as it is', () => {
    expect(fullTitle('Lumen – AR smart glasses for business', '/')).toBe(
      'Lumen – AR smart glasses for business',
    );
  });
});
