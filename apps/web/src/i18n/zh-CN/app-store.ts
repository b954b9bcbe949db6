/**
 * 应用商店的中文（decision 0067）：content/app-store.ts、content/resources.ts 的 appStorePage，以及合同中
 * 选项标签的译文。选项的取值（value）保持规范中的英文，只翻译显示的标签。应用自身的文字（名称、简介、
 * 发布说明）按开发者填写的原文显示，不在这里。术语见 ../glossary.md。
 */
import { apiErrorCodes } from '@app/contracts/api/common';
import { brand } from '../../site.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { icu } from '../message.ts';

const devCrumb = { label: '开发者中心', href: '/developers' };

/** “N 个应用”：数字按 zh-CN 的 Intl 格式书写。 */
const appCount = icu<{ count: number }>('zh-CN', '{count, number} 个应用');
const matchCount = icu<{ count: number }>('zh-CN', '找到 {count, number} 个符合条件的应用');
const publishedCount = icu<{ count: number }>(
  'zh-CN',
  '应用商店中已上架 {count, number} 个应用，均经过我们团队审核。',
);
const pageOf = icu<{ page: number; pageCount: number }>(
  'zh-CN',
  '第 {page, number} 页，共 {pageCount, number} 页',
);

export const appStore = {
  appStorePage: {
    path: '/app-store',
    meta: {
      title: '应用商店',
      description: `${brand.name} 眼镜的应用，以及开发者如何发布应用。`,
    },
    breadcrumb: [devCrumb, { label: '应用商店' }],
    badge: '网页版应用目录即将上线',
    heading: '应用商店',
    intro:
      '应用商店把基于我们 SDK 开发的应用带给世界各地的眼镜用户。用户可以在眼镜上和配套手机应用中浏览、安装应用；网页版应用目录也将在这里上线。',
    sections: [
      {
        heading: '应用分类',
        intro: '用户在眼镜上安装的应用。',
        items: [
          { icon: 'briefcase', title: '效率', description: '提词器、笔记、清单和作业指导。' },
          { icon: 'globe', title: '导航', description: '步行导航、翻译和周边兴趣点。' },
          { icon: 'gamepad', title: '娱乐', description: '游戏、视频和空间体验。' },
          { icon: 'graduation-cap', title: '教育', description: '课程、博物馆导览和培训模拟。' },
          { icon: 'wrench', title: '工具', description: '扫码、字幕、相机工具和设备工具。' },
        ],
      },
      {
        heading: '发布流程',
        intro: '从创意到上架，只需四步。',
        items: [
          {
            icon: 'users',
            title: '1. 加入开发者计划',
            description: '免费申请，2 个工作日内获得 SDK 使用权限。',
            href: '/become-developer',
            linkLabel: '立即申请',
          },
          {
            icon: 'terminal',
            title: '2. 创建应用',
            description: '在开发者控制台中登记应用并生成 API 密钥。',
            href: '/console',
            linkLabel: '打开控制台',
          },
          {
            icon: 'clipboard-check',
            title: '3. 提交审核',
            description: '上传已签名的版本，附上发布说明和截图。提交后处于待审核状态，直到我们完成审核。',
          },
          {
            icon: 'store',
            title: '4. 发布',
            description: '审核通过的应用会在应用商店上架，新品发布时还可以申请推广。',
          },
        ],
      },
    ],
    cta: {
      heading: '开始开发你的应用',
      text: '选择适合你的 SDK，把应用发布给全球的眼镜用户。',
      actions: [
        { label: '了解 SDK', href: '/developers', variant: 'primary' },
        { label: '阅读常见问题', href: '/faq', variant: 'outline' },
      ],
    },
  },
  appStoreTexts: {
    intro: `${brand.name} 眼镜的应用，基于 CXR-M 和 CXR-S SDK 开发，上架前均经过我们团队审核。本页列出已办理 APP 备案、可在中国大陆分发的应用。`,
    resultsHeading: '已上架的应用',
    searchLabel: '搜索应用',
    searchPlaceholder: '名称、简介或开发者',
    categoryLabel: '分类',
    anyCategory: '全部分类',
    sdkLabel: 'SDK 类型',
    anySdk: '全部 SDK 类型',
    searchButton: '搜索',
    aboutHeading: '关于此应用',
    screenshotsHeading: '截图',
    factsHeading: '详细信息',
    facts: {
      developer: '开发者',
      category: '分类',
      platform: '支持的平台',
      version: '当前版本',
      updated: '更新日期',
      published: '首次发布',
    },
    backToStore: '返回应用商店',
    noDescription: '暂无简介。',
    noReleaseNotes: '此版本没有发布说明。',
    noScreenshots: '此版本没有截图。',
    notStated: '未注明',
    detailsLabel: '详细信息',
    count: (count: number, filtered: boolean) => {
      if (count === 0) {
        return filtered
          ? '没有符合搜索条件的应用。请换个关键词，或清除筛选条件。'
          : '暂时还没有上架的应用，敬请期待。';
      }
      return filtered ? matchCount({ count }) : appCount({ count });
    },
    pastLastPage: '这一页没有更多结果了。',
    firstPage: '返回第一页',
    listDescription: (count: number) =>
      `${appCount({ count })}，适用于 ${brand.name} 眼镜，均经过我们团队审核：可按名称搜索，按分类和 SDK 筛选。`,
    appTitle: (name: string, developer: string) => `${name}（${developer}）`,
    appDescription: (name: string, developer: string) =>
      `${name}：${developer} 为 ${brand.name} 眼镜开发的应用。`,
    appSummary: (category: string, developer: string, version: string) =>
      `${category}类应用 · 开发者：${developer} · 版本 ${version}`,
    byDeveloper: (developer: string) => `开发者：${developer}`,
    versionChip: (version: string) => `版本 ${version}`,
    screenshotAlt: (name: string, index: number, count: number) =>
      `${name} 截图，第 ${index + 1} 张，共 ${count} 张`,
    platforms: {
      'cxr-m': `连接 ${brand.name} 眼镜的 Android 手机（CXR-M）`,
      'cxr-s': `${brand.name} 眼镜，YodaOS-Sprite（CXR-S）`,
      both: `Android 手机和 ${brand.name} 眼镜（CXR-M 和 CXR-S）`,
    },
    updated: (date: string) => `更新于 ${date}`,
    sortLabel: '排序方式',
    pageLabel: (page: number, pageCount: number) => pageOf({ page, pageCount }),
    pagesLabel: '结果分页',
    previousPage: '上一页',
    nextPage: '下一页',
    versionHistoryHeading: '版本历史',
    versionHeading: (version: string) => `版本 ${version}`,
    developerPageLink: '该开发者的更多应用',
    developerWebsite: '网站',
    developerAppsHeading: (name: string) => `${name} 的应用`,
    developerTitle: (name: string) => `${name}：${brand.name} 眼镜应用`,
    developerDescription: (name: string, count: number) =>
      `${brand.name} 应用商店中 ${name} 的 ${appCount({ count })}。`,
    developerLead: (count: number) => publishedCount({ count }),
    listing: {
      compatibilityHeading: '兼容性',
      minOsVersion: (version: string) => `需要 YodaOS-Sprite ${version} 或更高版本`,
      permissionsHeading: '权限',
      noPermissions: '此应用不需要任何权限。',
      downloadSize: '下载大小',
      languages: '语言',
      ageRating: '年龄分级',
      privacyHeading: '隐私',
      noDataCollected: '开发者声明此应用不收集任何数据。',
      dataCollected: '此应用收集的数据',
      privacyPolicy: '隐私政策',
      support: '技术支持',
      website: '开发者网站',
      notDeclared: '开发者未声明',
      runsOn: '适用设备',
      requires: '系统版本',
    },
  },
  appInstallTexts: {
    heading: '安装',
    openInCompanion: `在 ${brand.name} 应用中打开`,
    phoneHint: `在这台手机上的 ${brand.name} 配套应用中打开此应用的页面，再从那里安装到已配对的眼镜上。`,
    qrLabel: (appName: string) => `二维码：用手机扫描，在 ${brand.name} 应用中打开 ${appName}`,
    qrHint: `用手机相机扫描此二维码，在 ${brand.name} 配套应用中打开此应用，再从那里安装到已配对的眼镜上。`,
    glassesHeading: '在眼镜上安装',
    glassesSteps: [
      '戴上眼镜，打开启动器。',
      '打开应用商店，按名称搜索此应用。',
      '选择“安装”。下载完成后，应用会出现在启动器中。',
    ],
    noCompanion: `手机上还没有 ${brand.name} 应用？`,
    getCompanion: `如何获取 ${brand.name} 应用`,
  },
  appReportTexts: {
    heading: '举报此应用',
    intro: '如果此应用有害、具有误导性或无法使用，请告诉我们的审核团队。每一份举报我们都会阅读。',
    formLabel: '举报此应用',
    reasonLabel: '原因',
    reasonPlaceholder: '请选择原因',
    detailsLabel: '出了什么问题？',
    detailsHint: '至少 10 个字符。',
    emailLabel: '你的电子邮箱（选填）',
    emailHint: '仅在你希望收到回复时填写。',
    submit: '提交举报',
    pending: '正在提交…',
    sent: '谢谢。我们的审核团队会查看你的举报。',
    answerHeading: (code: string) =>
      code === apiErrorCodes.validationFailed
        ? '请检查标出的字段。'
        : code === apiErrorCodes.rateLimited
          ? '提交次数过多，请稍后再试。'
          : '举报未能提交，请稍后再试。',
    toasts: {
      success: { title: '举报已提交', description: '谢谢。我们的审核团队会查看你的举报。' },
      failed: { title: '举报未提交', description: '请检查表单后重试。' },
      error: { title: '举报未提交', description: '发生了意外错误，请重试。' },
    },
  },
  companionAppTexts: {
    meta: {
      title: `${brand.name} 配套应用`,
      description: `${brand.name} 配套应用是什么、如何获取，以及不用它时如何在眼镜上安装应用商店中的应用。`,
    },
    breadcrumb: '配套应用',
    title: `${brand.name} 配套应用`,
    intro: `应用商店的“安装”链接会在 ${brand.name} 配套应用中打开。配套应用是与眼镜配对的手机应用，你可以在其中的应用页面把应用安装到已配对的眼镜上。`,
    getHeading: '获取配套应用',
    get: [
      `本网站不提供 ${brand.name} 应用的下载。`,
      '告诉我们你使用的手机和眼镜型号，我们的团队会告诉你在你所在地区从哪里获取这款应用。',
    ],
    contact: '联系我们（英文）',
    withoutHeading: '不用配套应用安装',
    without: '应用商店中的每个应用，也都可以直接在眼镜上安装：',
    linkFormatHeading: '链接格式',
    linkFormat: `安装链接的格式为 ${brand.slug}://apps/{slug}，其中 {slug} 是应用页面地址（/app-store/{slug}）的最后一段。开发者可以用这种方式链接到自己的应用。`,
    backToStore: '浏览应用商店',
  },
  appFilingTexts: {
    label: 'APP 备案号',
    lookUp: '在工业和信息化部备案系统查询',
  },
  appCategoryLabels: {
    navigation: '导航',
    productivity: '效率',
    entertainment: '娱乐',
    education: '教育',
    utility: '工具',
    other: '其他',
  },
  sdkTypeLabels: {
    'cxr-m': 'CXR-M（手机端）',
    'cxr-s': 'CXR-S（眼镜端）',
    both: '两者皆有',
  },
  storeSortLabels: { relevance: '最相关', newest: '最新', name: '名称' },
  appPermissionLabels: {
    camera: '相机',
    microphone: '麦克风',
    location: '位置',
    network: '网络',
    bluetooth: '蓝牙',
    storage: '存储',
    'motion-sensors': '运动传感器',
    notifications: '通知',
    contacts: '通讯录',
  },
  collectedDataLabels: {
    'contact-info': '联系信息',
    location: '位置',
    audio: '录音',
    'photos-video': '照片或视频',
    'usage-data': '使用数据',
    diagnostics: '诊断数据',
    identifiers: '标识符',
  },
  appReportReasonLabels: {
    malware: '有害或恶意',
    privacy: '滥用个人数据',
    inappropriate: '冒犯性或不当内容',
    misleading: '应用信息有误导性',
    broken: '无法正常使用',
    copyright: '侵犯著作权或商标权',
    other: '其他原因',
  },
} satisfies Pick<
  ZhCatalogue,
  | 'appStorePage'
  | 'appStoreTexts'
  | 'appInstallTexts'
  | 'appReportTexts'
  | 'companionAppTexts'
  | 'appFilingTexts'
  | 'appCategoryLabels'
  | 'sdkTypeLabels'
  | 'storeSortLabels'
  | 'appPermissionLabels'
  | 'collectedDataLabels'
  | 'appReportReasonLabels'
>;
