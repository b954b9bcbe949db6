/**
 * The words of every mail a developer receives, in each account language (decision 0064): `en` is the
 * English the site has always sent, `zh` the Chinese edition's. The server fills in values it has already
 * cleaned for a mail (names and versions on one line, links, dates) and picks the copy by the account's
 * language (`developers.language`; for an application not yet approved, the language it was sent in).
 *
 * One object per language with the same keys, so a catalogue check can compare them key by key.
 */
import type { AccountLanguage } from './account-language';
import { brand, site } from './site';

export type SubmissionDecision =
  'approved' | 'rejected' | 'published' | 'withdrawn' | 'pending' | 'cancelled';
/** A new version of the app, or a change to its App Store listing (name, description, category, screenshots). */
export type SubmissionKind = 'version' | 'listing';
export type DeviceDecision = 'granted' | 'refused' | 'revoked';

export interface DeveloperMailCopy {
  /** The salutation line (`name` on one line), or the one without a name. */
  greeting: (name: string | null) => string;
  /** The last line of every mail but the acknowledgement. */
  signature: string;
  applicationReceived: {
    subject: string;
    received: string;
    next: string;
    reference: (ref: string) => string;
    whatYouSent: string;
    questions: (contact: string, ref: string) => string;
    signature: string;
  };
  invitation: { subject: string; body: (link: string, days: number) => string[] };
  passwordReset: { subject: string; body: (email: string, link: string) => string[] };
  suspended: { subject: string; body: string[] };
  submission: {
    subject: (appName: string, version: string, decision: SubmissionDecision, kind: SubmissionKind) => string;
    sentence: (
      appName: string,
      version: string,
      decision: SubmissionDecision,
      kind: SubmissionKind,
    ) => string;
    notesHeading: string;
    pointer: string;
  };
  device: {
    /** The glasses: model name and serial number. */
    glasses: (model: string, serialNumber: string) => string;
    subject: (decision: DeviceDecision, model: string, serialNumber: string) => string;
    sentence: (decision: DeviceDecision, glasses: string) => string;
    next: (decision: DeviceDecision, consoleUrl: string, expiresAt: string | null) => string[];
    notesHeading: string;
  };
  emailChange: {
    subject: string;
    body: (previous: string, next: string, link: string, hours: number) => string[];
  };
  emailChanged: { subject: string; body: (previous: string, current: string) => string[] };
}

const en: DeveloperMailCopy = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: `— The ${brand.name} developer team`,
  applicationReceived: {
    subject: `We have received your ${brand.name} developer program application`,
    received: `Thank you for applying to the ${brand.name} developer program. We have received your application.`,
    next: `What happens next: our developer relations team will review your application within 2 business days. If it is approved, you will receive an e-mail to set up your developer console account.`,
    reference: (ref) => `Your reference: ${ref}`,
    whatYouSent: 'What you sent us:',
    questions: (contact, ref) =>
      `Questions, or something to add? Write to ${contact} and quote your reference ${ref}.`,
    signature: `— The ${brand.name} developer relations team`,
  },
  invitation: {
    subject: `Your ${brand.name} developer console invitation`,
    body: (link, days) => [
      `Your application to the ${brand.name} developer program has been approved. Welcome!`,
      '',
      'Choose your password to open your developer console (apps, API keys and SDK downloads):',
      link,
      '',
      `The link works once and expires in ${days} days. You sign in with this e-mail address and the password you choose.`,
      '',
      `Questions? Write to ${site.developerSupportEmail}.`,
    ],
  },
  passwordReset: {
    subject: `Reset your ${brand.name} developer console password`,
    body: (email, link) => [
      `We received a request to reset the password of your ${brand.name} developer console account (${email}).`,
      '',
      'Choose a new password here:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.',
      '',
      `Questions? Write to ${site.developerSupportEmail}.`,
    ],
  },
  suspended: {
    subject: `Your ${brand.name} developer account has been suspended`,
    body: [
      `Your ${brand.name} developer account has been suspended: your developer program application is no longer approved.`,
      '',
      'While the account is suspended:',
      '- your apps are not listed in the App Store;',
      '- your API keys answer "This developer account is suspended.";',
      '- you cannot sign in to the developer console.',
      '',
      'Nothing is deleted. Your apps return to the App Store when your application is approved again.',
      '',
      `Questions? Write to ${site.developerSupportEmail}.`,
    ],
  },
  submission: {
    // The subject's short word, and the sentence's verb ("has been not approved" is not English).
    subject: (appName, version, decision, kind) => {
      const word = {
        approved: 'approved',
        rejected: 'not approved',
        published: 'published',
        withdrawn: 'withdrawn from the App Store',
        pending: 'received',
        cancelled: 'cancelled',
      }[decision];
      return kind === 'listing'
        ? `${appName}: listing change ${word}`
        : `${appName} ${version}: submission ${word}`;
    },
    sentence: (appName, version, decision, kind) =>
      `${
        kind === 'listing'
          ? `Your change to the App Store listing of ${appName}`
          : `Your submission of ${appName} version ${version}`
      } ${
        {
          approved: 'has been approved',
          rejected: 'was not approved',
          published: 'has been published',
          withdrawn: 'has been withdrawn from the App Store',
          pending: 'has been received',
          cancelled: 'was cancelled',
        }[decision]
      }.`,
    notesHeading: 'Notes from the review team:',
    pointer: 'See the submission history under My Apps in your developer console.',
  },
  device: {
    glasses: (model, serialNumber) => `${model} (serial ${serialNumber})`,
    subject: (decision, model, serialNumber) =>
      `${
        {
          granted: 'Developer mode granted',
          refused: 'Developer mode not granted',
          revoked: 'Developer mode revoked',
        }[decision]
      }: ${model} ${serialNumber}`,
    sentence: (decision, glasses) =>
      ({
        granted: `Developer mode has been granted for your ${glasses}.`,
        refused: `Developer mode was not granted for your ${glasses}.`,
        revoked: `Developer mode has been revoked for your ${glasses}. Its certificate is no longer offered in the console.`,
      })[decision],
    next: (decision, consoleUrl, expiresAt) =>
      decision === 'granted'
        ? [
            `Download its developer-mode certificate from the Devices tab of your console (${consoleUrl}) and install it on the glasses as the CXR-S guide describes.`,
            ...(expiresAt ? [`The certificate is valid until ${expiresAt}.`] : []),
          ]
        : [`You can ask again from the Devices tab of your console (${consoleUrl}).`],
    notesHeading: 'Notes from the review team:',
  },
  emailChange: {
    subject: `Confirm your new ${brand.name} developer console address`,
    body: (previous, next, link, hours) => [
      `You asked to sign in to your ${brand.name} developer console with this address (${next}) instead of ${previous}.`,
      '',
      'Confirm the change here:',
      link,
      '',
      `The link works once and expires in ${hours} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
  },
  emailChanged: {
    subject: `Your ${brand.name} developer console address was changed`,
    body: (previous, current) => [
      `The sign-in address of your ${brand.name} developer console account was changed from ${previous} to ${current}. Every other signed-in session has been ended.`,
      '',
      `If you did not make this change, write to ${site.developerSupportEmail} at once.`,
    ],
  },
};

const zh: DeveloperMailCopy = {
  greeting: (name) => (name ? `${name}，您好：` : '您好：'),
  signature: `—— ${brand.name} 开发者团队`,
  applicationReceived: {
    subject: `我们已收到您的 ${brand.name} 开发者计划申请`,
    received: `感谢您申请加入 ${brand.name} 开发者计划，我们已收到您的申请。`,
    next: '接下来：开发者关系团队会在 2 个工作日内审核您的申请。申请通过后，您会收到一封邮件，用于设置开发者控制台帐号。',
    reference: (ref) => `申请编号：${ref}`,
    whatYouSent: '您提交的内容：',
    questions: (contact, ref) => `如有疑问或需要补充信息，请发邮件至 ${contact}，并注明申请编号 ${ref}。`,
    signature: `—— ${brand.name} 开发者关系团队`,
  },
  invitation: {
    subject: `${brand.name} 开发者控制台邀请`,
    body: (link, days) => [
      `您加入 ${brand.name} 开发者计划的申请已通过，欢迎加入！`,
      '',
      '请点击下方链接设置密码，即可进入开发者控制台（管理应用、API 密钥和下载 SDK）：',
      link,
      '',
      `该链接只能使用一次，${days} 天后失效。登录时请使用本邮箱地址和您设置的密码。`,
      '',
      `如有疑问，请发邮件至 ${site.developerSupportEmail}。`,
    ],
  },
  passwordReset: {
    subject: `重置您的 ${brand.name} 开发者控制台密码`,
    body: (email, link) => [
      `我们收到了重置您 ${brand.name} 开发者控制台帐号（${email}）密码的请求。`,
      '',
      '请点击下方链接设置新密码：',
      link,
      '',
      '该链接只能使用一次，1 小时后失效。如果您没有申请重置密码，请忽略本邮件，您的密码不会改变。',
      '',
      `如有疑问，请发邮件至 ${site.developerSupportEmail}。`,
    ],
  },
  suspended: {
    subject: `您的 ${brand.name} 开发者帐号已被暂停`,
    body: [
      `您的 ${brand.name} 开发者帐号已被暂停，原因是您的开发者计划申请已不再处于通过状态。`,
      '',
      '帐号暂停期间：',
      '- 您的应用不会在应用商店中展示；',
      '- 使用您的 API 密钥发出的请求会被拒绝，并返回“This developer account is suspended.”；',
      '- 您无法登录开发者控制台。',
      '',
      '您的数据不会被删除。申请重新通过后，您的应用会回到应用商店。',
      '',
      `如有疑问，请发邮件至 ${site.developerSupportEmail}。`,
    ],
  },
  submission: {
    subject: (appName, version, decision, kind) =>
      kind === 'listing'
        ? `${appName}：商店信息修改${
            {
              approved: '已通过审核',
              rejected: '未通过审核',
              published: '已发布',
              withdrawn: '已下架',
              pending: '已收到',
              cancelled: '已取消',
            }[decision]
          }`
        : `${appName} ${version}：${
            {
              approved: '提交已通过审核',
              rejected: '提交未通过审核',
              published: '已发布',
              withdrawn: '已从应用商店下架',
              pending: '提交已收到',
              cancelled: '提交已取消',
            }[decision]
          }`,
    sentence: (appName, version, decision, kind) =>
      `${kind === 'listing' ? `您对 ${appName} 应用商店信息的修改` : `您提交的 ${appName} ${version} 版本`}${
        {
          approved: '已通过审核',
          rejected: '未通过审核',
          published: '已在应用商店发布',
          withdrawn: '已从应用商店下架',
          pending: '已收到',
          cancelled: '已取消',
        }[decision]
      }。`,
    notesHeading: '审核团队的备注：',
    pointer: '您可以在开发者控制台的“我的应用”中查看提交记录。',
  },
  device: {
    glasses: (model, serialNumber) => `${model}（序列号 ${serialNumber}）`,
    subject: (decision, model, serialNumber) =>
      `${
        { granted: '开发者模式已开通', refused: '开发者模式未获批准', revoked: '开发者模式已撤销' }[decision]
      }：${model} ${serialNumber}`,
    sentence: (decision, glasses) =>
      ({
        granted: `您的 ${glasses} 已开通开发者模式。`,
        refused: `您的 ${glasses} 的开发者模式申请未获批准。`,
        revoked: `您的 ${glasses} 的开发者模式已被撤销，控制台不再提供它的证书。`,
      })[decision],
    next: (decision, consoleUrl, expiresAt) =>
      decision === 'granted'
        ? [
            `请在控制台的“设备”页（${consoleUrl}）下载这副眼镜的开发者模式证书，并按照 CXR-S 指南中的步骤安装到眼镜上。`,
            ...(expiresAt ? [`证书有效期至 ${expiresAt}。`] : []),
          ]
        : [`您可以在控制台的“设备”页（${consoleUrl}）重新申请。`],
    notesHeading: '审核团队的备注：',
  },
  emailChange: {
    subject: `确认您的 ${brand.name} 开发者控制台新邮箱`,
    body: (previous, next, link, hours) => [
      `您申请将 ${brand.name} 开发者控制台的登录邮箱由 ${previous} 改为本邮箱（${next}）。`,
      '',
      '请点击下方链接确认更改：',
      link,
      '',
      `该链接只能使用一次，${hours} 小时后失效。如果这不是您本人的操作，请忽略本邮件，您的帐号不会有任何变化。`,
    ],
  },
  emailChanged: {
    subject: `您的 ${brand.name} 开发者控制台邮箱已更改`,
    body: (previous, current) => [
      `您的 ${brand.name} 开发者控制台帐号的登录邮箱已由 ${previous} 更改为 ${current}，其他设备上的登录均已退出。`,
      '',
      `如果这不是您本人的操作，请立即发邮件至 ${site.developerSupportEmail}。`,
    ],
  },
};

/** The developer mails' copy by account language. */
export const developerMails: Readonly<Record<AccountLanguage, DeveloperMailCopy>> = { en, zh };
