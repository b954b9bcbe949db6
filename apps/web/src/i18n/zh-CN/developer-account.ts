/**
 * 开发者帐号页面（/zh/developers/sign-in、set-password、forgot-password、confirm-email）的中文
 * （content/console.ts 中 developerAccountCopy 的译文）。服务器返回的错误按错误代码显示中文
 * （../error-text.ts）。术语见 ../glossary.md。
 */
import { brand } from '../../site.ts';
import type { ZhCatalogue } from '../catalogue.tsx';

const linkInvalid = '此链接已无法使用';

export const developerAccount = {
  developerAccountCopy: {
    shell: {
      eyebrow: '开发者控制台',
      title: `在一个地方完成 ${brand.name} 眼镜应用开发的所有工作。`,
      highlights: [
        '创建应用并提交版本审核',
        '为您的工具和 CI 提供 API 密钥',
        '下载手机端、眼镜端和 Unity 的 SDK',
      ],
    },
    signIn: {
      meta: { title: '开发者登录', description: `登录 ${brand.name} 开发者控制台。` },
      ariaLabel: '开发者登录',
      emailPlaceholder: 'you@example.com',
      heading: '登录开发者控制台',
      intro: '请使用您开发者计划申请（已通过）中填写的电子邮箱。',
      emailLabel: '电子邮箱',
      passwordLabel: '密码',
      submitLabel: '登录',
      submittingLabel: '正在登录…',
      forgot: { label: '忘记密码？', href: '/developers/forgot-password' },
      applyPrompt: '还不是开发者？',
      apply: { label: '申请加入开发者计划', href: '/become-developer' },
      demo: { label: '体验演示控制台', href: '/console' },
      passwordSetNotice: '密码已保存。请使用您的电子邮箱和新密码登录。',
      failedTitle: '登录失败',
      failedText: '邮箱或密码错误',
      errorTitle: '登录出错',
      errorText: '登录时出现错误，请重试。',
    },
    setPassword: {
      meta: { title: '设置密码', description: '设置开发者控制台帐号的密码。' },
      invitationHeading: '欢迎！请设置密码',
      invitationText: (fullName) => `${fullName}，欢迎加入开发者计划。请设置您登录时使用的密码。`,
      resetHeading: '设置新密码',
      resetText: '请为您的开发者控制台帐号设置新密码。',
      retry: '重试',
      invalidHeading: linkInvalid,
      invalidText: '链接无效、已过期或已被使用。请重新申请链接；如果您已经设置过密码，请直接登录。',
      checking: '正在检查链接…',
      accountLabel: '帐号',
      passwordLabel: '新密码',
      passwordHint: '至少 8 个字符。',
      confirmLabel: '确认新密码',
      submitLabel: '保存密码',
      submittingLabel: '正在保存…',
      requestNewLink: { label: '重新申请链接', href: '/developers/forgot-password' },
      signInLink: { label: '前往登录', href: '/developers/sign-in' },
      errorTitle: '密码未能保存',
      errorText: '请稍后重试。',
    },
    forgot: {
      meta: { title: '重置开发者密码', description: '获取用于设置开发者控制台新密码的链接。' },
      heading: '重置密码',
      intro: '请输入您登录时使用的电子邮箱，我们会向您发送设置新密码的链接。',
      emailLabel: '电子邮箱',
      emailPlaceholder: 'you@example.com',
      submitLabel: '发送重置链接',
      submittingLabel: '正在发送…',
      sentHeading: '请查收邮件',
      sentText: '如果该邮箱对应一个开发者帐号，重置密码的链接已发出。链接 1 小时后失效。',
      backLink: { label: '返回登录', href: '/developers/sign-in' },
      errorTitle: '链接未能发送',
      errorText: '请稍后重试。',
    },
    confirmEmail: {
      meta: { title: '确认新的电子邮箱', description: '确认开发者控制台帐号新的登录邮箱。' },
      heading: '确认新的电子邮箱',
      intro: '确认后，您将使用此邮箱登录开发者控制台，其他设备上的登录都会退出。',
      submitLabel: '确认新邮箱',
      submittingLabel: '正在确认…',
      doneHeading: '电子邮箱已更改',
      doneText: '您的电子邮箱已更改，今后请使用新邮箱登录。',
      takenText: '该电子邮箱已被使用',
      invalidHeading: linkInvalid,
      invalidText: '链接无效、已过期或已被使用。请在控制台的“个人资料”页重新申请更改。',
      consoleLink: { label: '打开控制台', href: '/console' },
      signInLink: { label: '前往登录', href: '/developers/sign-in' },
      errorTitle: '邮箱未能更改',
      errorText: '请稍后重试。',
    },
  },
} satisfies Pick<ZhCatalogue, 'developerAccountCopy'>;
