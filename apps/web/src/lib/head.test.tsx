import { describe, expect, it } from 'vitest';
import { fullTitle, renderHeadTags } from './head.tsx';

describe('head tags', () => {
  it('adds the brand to titles and escapes text', () => {
    expect(fullTitle('About', '/about')).toBe('About | Lumen');
    const tags = renderHeadTags({ title: 'Q&A <live>', description: 'Say "hi"', path: '/faq' });
    expect(tags).toContain('<title>Q&amp;A &lt;live&gt; | Lumen</title>');
    expect(tags).toContain('content="Say &quot;hi&quot;"');
    expect(tags).toContain('<link rel="canonical" href="https://www.lumen-glasses.example/faq" />');
  });
});

describe('fullTitle', () => {
  it('keeps the home page title as it is', () => {
    expect(fullTitle('Lumen – AR smart glasses for business', '/')).toBe(
      'Lumen – AR smart glasses for business',
    );
  });
});
