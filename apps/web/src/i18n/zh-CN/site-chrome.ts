/** 全站框架（页眉、移动端菜单、页脚）的中文。术语见 ../glossary.md。 */
import { brand, site } from '../../site.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { icu } from '../message.ts';

const copyright = icu<{ year: string; brand: string }>('zh-CN', '© {year} {brand}。保留所有权利。');

export const siteChrome = {
  headerNav: [
    { kind: 'link', label: '关于我们', href: '/about' },
    { kind: 'link', label: '产品', href: '/products' },
    {
      kind: 'group',
      label: '开发者',
      items: [
        { label: '开发者首页', href: '/developers' },
        { label: '开发者控制台', href: '/console' },
        { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
        { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
        { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
        { label: '常见问题', href: '/faq' },
      ],
    },
    { kind: 'link', label: '合作伙伴案例', href: '/partner-success' },
    { kind: 'link', label: '联系我们', href: '/contact' },
    { kind: 'link', label: '合作伙伴门户', href: '/partners/portal' },
  ],
  headerCta: { label: '成为合作伙伴', href: '/become-partner', variant: 'primary' },
  mobileMenuCta: { label: '加入开发者计划', href: '/become-developer', variant: 'primary' },
  mobileMenuLabels: { open: '打开菜单', close: '关闭菜单' },
  homeLink: { label: `${brand.name} 首页`, href: '/' },
  chromeLabels: {
    skipToContent: '跳到正文',
    mainNav: '主导航',
    mobileNav: '移动端导航',
    policiesNav: '政策条款',
    policiesHeading: '政策条款',
    socialNav: '社交媒体',
    socialHeading: '关注我们',
    cookieSettings: 'Cookie 设置',
  },
  // The Chinese edition's not-found page (an unknown /zh/ address, an app not filed for mainland China).
  // Its links go to English pages, as the policy links do: the titles say so.
  notFoundPage: {
    heading: '404 页面未找到',
    text: '找不到这个页面：地址可能输错了，页面可能已经移动，或者这个应用没有在中国大陆上架。',
    links: [
      { label: '返回首页（英文）', href: '/' },
      { label: '浏览产品（英文）', href: '/products' },
      { label: '联系我们（英文）', href: '/contact' },
    ],
  },
  footer: {
    tagline: `${brand.name} 出品：AR 智能眼镜、开发者工具与全球合作伙伴网络。`,
    salesContact: { text: '销售咨询', label: site.salesEmail, href: `mailto:${site.salesEmail}` },
    social: [
      { network: 'linkedin', label: 'LinkedIn', href: site.social.linkedin },
      { network: 'youtube', label: 'YouTube', href: site.social.youtube },
    ],
    // 政策全文目前只有英文版：标题注明“英文”，读者点开前就知道。
    policyLinks: [
      { label: '隐私政策（英文）', href: '/policies/privacy' },
      { label: '服务条款（英文）', href: '/policies/terms' },
      { label: 'Cookie 政策（英文）', href: '/policies/cookies' },
      { label: '配送政策（英文）', href: '/policies/shipping' },
      { label: '退款政策（英文）', href: '/policies/refund' },
    ],
    doNotSell: {
      label: '请勿出售我的个人信息',
      href: `mailto:${site.privacyEmail}?subject=${encodeURIComponent('Do Not Sell My Personal Information')}`,
    },
    copyright: (year: number) => copyright({ year: String(year), brand: brand.name }),
  },
  languageSwitch: {
    suggestion: {
      label: 'Language suggestion',
      text: 'This page is also available in English.',
      link: 'Read it in English',
      dismiss: 'Dismiss',
      lang: 'en',
    },
  },
} satisfies Pick<
  ZhCatalogue,
  | 'headerNav'
  | 'headerCta'
  | 'mobileMenuCta'
  | 'mobileMenuLabels'
  | 'homeLink'
  | 'chromeLabels'
  | 'footer'
  | 'languageSwitch'
  | 'notFoundPage'
>;
