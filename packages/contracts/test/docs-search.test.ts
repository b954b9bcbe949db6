/**
 * The docs search's query code (decisions 0043, 0071): the English index as it always was, and the Chinese
 * edition's, whose text has no spaces: pairs of characters in the index, the visitor's words cut by
 * Intl.Segmenter, Latin words as in English. Indexes go through JSON as the build writes them.
 */
import { describe, expect, it } from 'vitest';
import {
  buildDocsSearchData,
  docsSearcher,
  excerptOf,
  type DocsSearchData,
  type DocsSearchLanguage,
  type DocsSearchSection,
  type ExcerptPart,
} from '../src/docs-search';

/** A searcher over `sections` in `language`, its index written and read back as the build and the box do. */
const searcherOf = (sections: DocsSearchSection[], language: DocsSearchLanguage) =>
  docsSearcher(JSON.parse(JSON.stringify(buildDocsSearchData(sections, language))) as DocsSearchData);

/** The marked words of an excerpt. */
const marked = (parts: ExcerptPart[]) => parts.filter((part) => part.mark).map((part) => part.text);

const english: DocsSearchSection[] = [
  {
    url: '/docs/authentication#rolling-a-key',
    page: 'Authentication',
    heading: 'Rolling a key',
    text: 'Roll keys regularly. Rolling gives the key a new value; enrolled tools keep working for an hour.',
  },
  {
    url: '/docs/webhooks#deliveries',
    page: 'Webhooks',
    heading: 'Deliveries',
    text: 'Each delivery is a POST request with a JSON body, signed with the endpoint secret.',
  },
];

describe('the English docs search', () => {
  const search = searcherOf(english, 'en');

  it('finds by word starts and near misses, every word required, and marks words that start with a term', () => {
    const { total, hits } = search('roll');
    expect(total).toBe(1);
    expect(hits[0]?.url).toBe('/docs/authentication#rolling-a-key');
    // "enrolled" holds "roll" but does not start with it.
    expect(marked(hits[0]?.excerpt ?? [])).toEqual(['Roll', 'Rolling']);
    expect(search('delivry').hits[0]?.url).toBe('/docs/webhooks#deliveries');
    expect(search('roll webhook').total).toBe(0);
    expect(search('  ')).toEqual({ total: 0, hits: [] });
  });

  it('cuts a long excerpt at spaces around the first match', () => {
    const text = `${'word '.repeat(60)}needle ${'more '.repeat(60)}`.trim();
    const parts = excerptOf(text, ['needle']);
    const excerpt = parts.map((part) => part.text).join('');
    expect(excerpt).toMatch(/^…word /);
    expect(excerpt).toMatch(/ more…$/);
    expect(marked(parts)).toEqual(['needle']);
  });
});

const chinese: DocsSearchSection[] = [
  {
    url: '/zh/docs/sdk-setup#cxr-s-on-the-glasses',
    page: '配置 SDK',
    heading: '在眼镜上使用 CXR-S',
    text: '在开发者控制台的设备标签页中登记眼镜；登记即申请开发者模式。',
  },
  {
    url: '/zh/docs/test-mode#test-keys-and-test-data',
    page: '测试模式',
    heading: '测试密钥与测试数据',
    text: '每个开发者都有两套数据：正式和测试。测试模式下创建的应用永远不会发布，请用测试密钥调用。',
  },
  {
    url: '/zh/docs/sdk-setup#how-the-glasses-check-the-certificate',
    page: '配置 SDK',
    heading: '眼镜如何校验证书',
    text: '它是一个 JSON 文件，由我们签名。',
  },
  {
    url: '/zh/docs/authentication#rolling-a-key',
    page: '认证与权限',
    heading: '轮换密钥',
    text: '请定期轮换密钥；轮换会为API密钥生成新的值。',
  },
  {
    url: '/zh/docs/webhooks#deliveries',
    page: 'Webhook',
    heading: '推送',
    text: '每次推送都是一个 POST 请求，由 Webhook 端点接收。',
  },
  {
    url: '/zh/docs/sdk-setup#cxr-m-on-android',
    page: '配置 SDK',
    heading: '在 Android 上使用 CXR-M',
    text: 'CXR-M SDK 发布在我们的 Maven 仓库上，应用运行于 YodaOS-Sprite 2.3 及以上。',
  },
];

describe('the Chinese docs search', () => {
  const search = searcherOf(chinese, 'zh-CN');
  const urls = (query: string) => search(query).hits.map((hit) => hit.url);

  it('finds Chinese words without spaces, the words as typed side by side first', () => {
    // 开发者 and 模式 are in the test-mode section too, apart: the section that has 开发者模式 ranks first.
    expect(urls('开发者模式')).toEqual([
      '/zh/docs/sdk-setup#cxr-s-on-the-glasses',
      '/zh/docs/test-mode#test-keys-and-test-data',
    ]);
    expect(urls('密钥')).toEqual([
      '/zh/docs/authentication#rolling-a-key',
      '/zh/docs/test-mode#test-keys-and-test-data',
    ]);
    expect(urls('推送')).toEqual(['/zh/docs/webhooks#deliveries']);
    expect(urls('签名')).toEqual(['/zh/docs/sdk-setup#how-the-glasses-check-the-certificate']);
  });

  it('finds a word inside a longer one, wherever a dictionary would cut the text', () => {
    // A dictionary cuts 校验证书 as 校 / 验证 / 书: the index's pairs still hold 证书.
    expect(urls('证书')).toEqual(['/zh/docs/sdk-setup#how-the-glasses-check-the-certificate']);
    expect(urls('校验')).toEqual(['/zh/docs/sdk-setup#how-the-glasses-check-the-certificate']);
    // One character finds the words it starts or ends.
    expect(urls('钥')).toHaveLength(2);
  });

  it('finds words typed together that the text has apart', () => {
    expect(urls('测试模式密钥')).toEqual(['/zh/docs/test-mode#test-keys-and-test-data']);
    expect(urls('轮换 API 密钥')).toEqual(['/zh/docs/authentication#rolling-a-key']);
    // Every word is required: no section has both 测试 and 证书.
    expect(urls('测试证书')).toEqual([]);
  });

  it('finds Latin words as the English index does: CXR-M, YodaOS-Sprite, API, webhook', () => {
    expect(urls('CXR-M')[0]).toBe('/zh/docs/sdk-setup#cxr-m-on-android');
    expect(urls('yodaos-sprite')).toEqual(['/zh/docs/sdk-setup#cxr-m-on-android']);
    expect(urls('maven')).toEqual(['/zh/docs/sdk-setup#cxr-m-on-android']);
    // Against a Han character (为API密钥) and typed against one (api密钥).
    expect(urls('API')).toEqual(['/zh/docs/authentication#rolling-a-key']);
    expect(urls('api密钥')).toEqual(['/zh/docs/authentication#rolling-a-key']);
    expect(urls('webhook')).toEqual(['/zh/docs/webhooks#deliveries']);
    expect(urls('webhok')).toEqual(['/zh/docs/webhooks#deliveries']);
  });

  it('marks the words found, whole, in an excerpt cut without spaces', () => {
    const [first] = search('开发者模式').hits;
    expect(marked(first?.excerpt ?? [])).toEqual(['开发者', '开发者模式']);
    const [key] = search('api密钥').hits;
    expect(marked(key?.excerpt ?? [])).toEqual(['密钥', 'API密钥']);
    // A Latin term inside a Latin word is no match (XSDK); after a Han character it is (为API).
    expect(marked(excerptOf('应用运行于 XSDK 和 SDK 上', ['sdk'], 'zh-CN'))).toEqual(['SDK']);
    const long = `${'这是一段很长的说明文字。'.repeat(20)}证书${'后面还有更多的说明文字。'.repeat(20)}`;
    const excerpt = excerptOf(long, ['证书'], 'zh-CN');
    const text = excerpt.map((part) => part.text).join('');
    expect(text.startsWith('…') && text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThan(110);
    expect(marked(excerpt)).toEqual(['证书']);
  });
});
