/** 开发者首页的中文（content/developers.ts、content/developer-ui.ts 的译文）。术语见 ../glossary.md。 */
import { brand, site } from '../../site.ts';
import { images } from '../../content/images.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { icu } from '../message.ts';

const languageNames: Record<string, string> = { sh: 'Shell', js: 'JavaScript', json: 'JSON', text: '文本' };
const zh = <V extends Record<string, string | number>>(message: string) => icu<V>('zh-CN', message);
const copyLabel = zh<{ title: string }>('复制代码：{title}');
const blockTitle = zh<{ language: string; position: number }>('{language}示例 {position}');
const viewProduct = zh<{ name: string }>('查看 {name}');
const questionCount = zh<{ n: number }>('{n, plural, other {# 个问题}}');
const resultCount = zh<{ n: number; query: string }>('“{query}”的搜索结果：{n, plural, other {# 条}}');
const searchTag = zh<{ tag: string }>('搜索 {tag}');

export const developers = {
  developersMeta: {
    title: `${brand.name} 开发者中心`,
    description: `使用面向 Android 手机的 CXR-M SDK、面向眼镜的 CXR-S SDK 和 YodaOS-Sprite，为 ${brand.name} AR 眼镜开发应用。`,
  },
  devNav: [
    { label: '开发指南', href: '/sdk/cxr-m' },
    {
      label: 'SDK',
      children: [
        { label: 'CXR-M 手机端', href: '/sdk/cxr-m' },
        { label: 'CXR-S 眼镜端', href: '/sdk/cxr-s' },
      ],
    },
    { label: '文档', href: '/docs' },
    { label: '论坛', href: '/forum' },
    { label: '应用商店', href: '/app-store' },
    { label: '控制台', href: '/console' },
    { label: '常见问题', href: '/faq' },
    { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
  ],
  languageButton: { label: 'EN', ariaLabel: '切换到英文版' },
  getStartedAction: { label: '开始使用', href: '/console', variant: 'primary' },
  devHero: {
    badge: '现已推出',
    title: `为 ${brand.name} AR 眼镜开发应用`,
    lead: '两套 SDK、一个操作系统，还有不断壮大的开发者社区。用 CXR-M 把你的 Android 应用延伸到眼镜上，或用 CXR-S 和 YodaOS-Sprite 开发直接在眼镜上运行的原生应用。',
    actions: [
      { label: '开始使用', href: '/console', variant: 'primary' },
      { label: '阅读文档', href: '/docs', variant: 'outline' },
    ],
    // The image's own words (its alt text and what it shows), translated with it.
    image: Object.assign({}, images.developersHero, {
      alt: '开发者书桌上的代码编辑器和 AR 眼镜',
      subject:
        '深色调的书桌场景：笔记本电脑上显示 Kotlin 代码，旁边是 AR 眼镜和 Android 手机，泛着淡蓝色的光',
    }),
    alt: '开发者书桌上的代码编辑器和 AR 眼镜',
  },
  aboutYodaOs: {
    heading: '关于 YodaOS-Sprite',
    paragraphs: [
      'YodaOS-Sprite 是我们智能眼镜的操作系统。它基于定制的 Linux 内核，专为可穿戴设备的种种限制而设计：电池容量小，显示屏紧贴眼前，交互以语音和手势为主。',
      '它统一管理功耗、图形、音频和连接，让应用运行流畅、眼镜不发烫，并通过 CXR-S SDK 向开发者开放硬件能力。',
    ],
    highlights: ['定制 Linux 内核', '低功耗图形与音频管线', '安全的应用沙箱'],
    link: { label: '了解 YodaOS-Sprite', href: '/yodaos-sprite' },
    // The image's own words (its alt text and what it shows), translated with it.
    image: Object.assign({}, images.yodaosArchitecture, {
      alt: 'YodaOS-Sprite 分层架构：应用、系统服务和硬件',
      subject: '简洁的示意图：三个叠放的层级（应用层、系统层、硬件层），带有标注的模块和品牌强调色',
    }),
    alt: 'YodaOS-Sprite 分层架构：应用、系统服务和硬件',
  },
  architectureLayers: [
    {
      name: '应用层',
      description: '系统应用，以及用 CXR-S SDK 开发的第三方应用，各自运行在独立的沙箱中。',
      components: ['启动器与系统界面', '语音助手', '第三方 CXR-S 应用', '应用商店客户端'],
    },
    {
      name: '系统层',
      description: '所有应用共用的服务：图形、音频、输入、连接、电源和安全。',
      components: ['合成器与图形引擎', '音频框架', '输入与语音服务', '连接与数据通道'],
    },
    {
      name: '硬件层',
      description: '定制的 Linux 内核，以及显示、传感器、摄像头和无线模块的驱动。',
      components: ['定制 Linux 内核', '显示与光学驱动', '传感器中枢', '电源管理芯片'],
    },
  ],
  sdkSection: {
    heading: '两套 SDK，一个平台',
    intro: '把手机应用延伸到眼镜上，开发在眼镜上运行的应用，或者两者结合。',
  },
  sdkCards: [
    {
      id: 'cxr-m',
      name: 'CXR-M SDK',
      platform: '手机端 · Android',
      description:
        '把你的 Android 应用连接到眼镜：通过蓝牙和 Wi-Fi 配对，传输音视频，发送自定义场景和指令，并接收来自眼镜的事件。',
      points: ['Kotlin 和 Java API', '设备发现与配对', '音频、视频和摄像头数据流', '自定义场景与语音指令'],
      href: '/sdk/cxr-m',
      linkLabel: '了解 CXR-M SDK',
    },
    {
      id: 'cxr-s',
      name: 'CXR-S SDK',
      platform: '眼镜端 · YodaOS-Sprite',
      description:
        '开发直接在眼镜上运行的应用：调用显示屏、传感器、摄像头和麦克风，并通过数据通道与已配对的手机交换数据。',
      points: [
        '原生 C/C++ 和 Kotlin API',
        '直接访问硬件',
        '与 CXR-M 应用互通的数据通道',
        '设备端性能分析工具',
      ],
      href: '/sdk/cxr-s',
      linkLabel: '了解 CXR-S SDK',
    },
  ],
  resourcesSection: {
    heading: '开发者资源',
    intro: '从写下第一行代码到发布应用，所需的一切都在这里。',
  },
  resourceCards: [
    {
      icon: 'book-open',
      title: '开发指南',
      description: '一步步配置开发环境、配对设备，完成你的第一个应用。',
      href: '/sdk/cxr-m',
      linkLabel: '开始学习',
    },
    {
      icon: 'download',
      title: 'SDK 下载',
      description: '下载最新的 CXR-M 和 CXR-S SDK、Unity 插件以及示例工程。',
      href: '/console',
      linkLabel: '前往下载',
    },
    {
      icon: 'file-text',
      title: 'API 文档',
      description: '两套 SDK 中每个类、方法和事件的参考文档。',
      href: '/docs/api',
      linkLabel: '浏览 API',
    },
    {
      icon: 'message-circle',
      title: '开发者论坛',
      description: '提问、分享项目，向其他开发者和我们的工程师学习。',
      href: '/forum',
      linkLabel: '访问论坛',
    },
    {
      icon: 'store',
      title: '应用商店',
      description: '发布你的应用，触达世界各地的眼镜用户。',
      href: '/app-store',
      linkLabel: '了解应用发布',
    },
    {
      icon: 'terminal',
      title: '开发者控制台',
      description: '在一个地方管理你的应用、API 密钥、下载和开发者资料。',
      href: '/console',
      linkLabel: '打开控制台',
    },
  ],
  devFaq: {
    heading: '常见问题',
    items: [
      {
        question: '什么是 CXR-M SDK？',
        answer:
          'CXR-M SDK 是面向手机应用的移动端 SDK。借助它，你的应用可以与眼镜通信、接收眼镜传来的音频和视频，并自定义显示在眼镜上的场景。',
      },
      {
        question: 'CXR-M SDK 支持哪些手机？',
        answer: 'CXR-M SDK 目前仅支持 Android 7.0（API 级别 24）及以上版本的 Android 手机，暂不支持 iOS。',
      },
    ],
    link: { label: '查看全部常见问题', href: '/faq' },
  },
  community: {
    heading: '加入开发者社区',
    text: '已有数千名开发者在为我们的眼镜开发应用。在这里获得帮助、分享你的作品，并第一时间获知 SDK 新版本。',
    actions: [
      { label: '访问论坛', href: '/forum', variant: 'primary' },
      { label: '加入我们的 Discord', href: site.discordUrl, variant: 'outline', external: true },
    ],
  },
  devFooter: {
    ui: { title: '开发者中心', navLabel: '开发者网站', opensInNewTab: '（在新标签页中打开）' },
    tagline: `${brand.name} 开发者平台：为 AR 眼镜开发提供 SDK、工具和社区支持。`,
    columns: [
      {
        id: 'product',
        title: '产品',
        links: [
          { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
          { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
          { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
          { label: '开发者控制台', href: '/console' },
        ],
      },
      {
        id: 'learn',
        title: '学习',
        links: [
          { label: '开发文档', href: '/docs' },
          { label: 'API 参考', href: '/docs/api' },
          { label: '开发指南', href: '/sdk/cxr-m' },
          { label: '常见问题', href: '/faq' },
        ],
      },
      {
        id: 'support',
        title: '支持',
        links: [
          { label: '联系我们', href: '/contact' },
          { label: '开发者支持', href: `mailto:${site.developerSupportEmail}` },
          { label: '加入开发者计划', href: '/become-developer' },
        ],
      },
      {
        id: 'community',
        title: '社区',
        links: [
          { label: '论坛', href: '/forum' },
          { label: '微信公众号', href: site.chinaCommunity.wechat.url, external: true },
          { label: '应用商店', href: '/app-store' },
          { label: 'QQ 群', href: site.chinaCommunity.qqGroup.url, external: true },
        ],
      },
    ],
    legalNotices: [
      `使用 SDK 和开发者控制台须遵守 ${brand.name} 开发者协议和服务条款。`,
      `YodaOS-Sprite、CXR-M 和 CXR-S 是 ${brand.name} 的商标。Android 是 Google LLC 的商标。其他名称可能是其各自所有者的商标。`,
    ],
    // Chinese sites show the filing numbers alone, without a label.
    filingLabels: { icp: '', publicSecurity: '' },
    filingNotices: ['在中国大陆通过应用商店分发的应用，须按当地法规办理 App 备案，并提供 APP 备案号。'],
    complaints: {
      text: '内容或开发者行为的举报与投诉：',
      label: site.complaintsEmail,
      href: `mailto:${site.complaintsEmail}`,
    },
    copyright: `© 2023 ${brand.name}。保留所有权利。`,
  },
  devUi: {
    breadcrumbLabel: '面包屑导航',
    devNavLabel: '开发者',
    devNavTitle: '开发者中心',
    devNavMenu: { label: '开发者菜单', suffix: '菜单' },
    devFooterNavLabel: '开发者网站',
    opensInNewTab: '（在新标签页中打开）',
    code: {
      copy: '复制',
      copied: '已复制',
      copyLabel: (title: string) => copyLabel({ title }),
      blockTitle: (language: string | undefined, position: number) =>
        blockTitle({ language: language ? `${languageNames[language] ?? language} ` : '', position }),
      copiedAnnouncement: '代码已复制到剪贴板',
      copyFailed: '此浏览器不支持复制，请选中代码后手动复制。',
    },
    sdk: {
      version: '版本',
      size: '下载大小',
      platform: '平台',
      met: '已满足',
      notMet: '未满足',
      level: '级别',
      exampleFeatures: '演示内容',
      symptoms: '现象',
      solutions: '解决方法',
      tabsLabel: 'SDK 指南',
      levels: { Beginner: '入门', Intermediate: '进阶', Advanced: '高级' },
    },
    yodaos: {
      tabsLabel: '系统架构',
      layer: '层',
      metricsHeading: '性能',
      version: 'YodaOS-Sprite',
      viewProduct: (name: string) => viewProduct({ name }),
      configurationTitle: '参考配置',
      close: '关闭',
      openArchitecture: '打开“硬件”标签页',
      statuses: { Latest: '最新', Supported: '已支持' },
    },
    faq: {
      questionCount: (n: number) => questionCount({ n }),
      resultCount: (n: number, query: string) => resultCount({ n, query: query.trim() }),
      clearSearch: '清除搜索',
      tags: '标签',
      searchTag: (tag: string) => searchTag({ tag }),
    },
  },
} satisfies Pick<
  ZhCatalogue,
  | 'developersMeta'
  | 'devNav'
  | 'languageButton'
  | 'getStartedAction'
  | 'devHero'
  | 'aboutYodaOs'
  | 'architectureLayers'
  | 'sdkSection'
  | 'sdkCards'
  | 'resourcesSection'
  | 'resourceCards'
  | 'devFaq'
  | 'community'
  | 'devFooter'
  | 'devUi'
>;
