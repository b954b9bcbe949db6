/** Cookie 横幅和 Cookie 设置的中文（content/consent.ts 的译文，decision 0067），每个中文页面都会显示。 */
import type { ZhCatalogue } from '../catalogue.tsx';

export const consent = {
  cookieBannerTexts: {
    regionLabel: 'Cookie 同意设置',
    close: '关闭 Cookie 设置',
    simple: {
      heading: '我们重视你的隐私',
      text: '我们使用网站运行所需的 Cookie；经你同意，还会使用分析和营销 Cookie。详见',
      policyLink: { label: 'Cookie 政策（英文）', href: '/policies/cookies' },
      afterLink: '。',
      acceptAll: '全部接受',
      rejectAll: '全部拒绝',
      customize: '自定义',
    },
    preferences: {
      heading: 'Cookie 偏好设置',
      text: '选择我们可以使用哪些可选 Cookie。你随时可以通过每个页面底部的“Cookie 设置”更改。',
      necessary: {
        label: '必要',
        description: '保障网站正常、安全地运行，并记住你的这项选择。始终开启。',
      },
      analytics: {
        label: '分析',
        description: '帮助我们了解哪些页面被访问，以及访客如何找到我们。',
      },
      marketing: {
        label: '营销',
        description: '衡量我们推广活动的效果，并在其他网站上展示相关信息。',
      },
      sets: (names: string) => `设置的 Cookie：${names}。`,
      gpcNotice:
        '你的浏览器要求不被跟踪（全球隐私控制，Global Privacy Control），因此分析和营销 Cookie 保持关闭。',
      save: '保存偏好设置',
      back: '返回',
    },
  },
} satisfies Pick<ZhCatalogue, 'cookieBannerTexts'>;
