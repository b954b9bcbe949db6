/**
 * 开发文档的中文：文档首页、导航、指南的标题与简介、搜索框，以及 API 参考页自身的文字和 OpenAPI 文档中的
 * 分组、操作说明（content/docs.ts、content/api-reference.ts、content/resources.ts 的译文）。指南正文在
 * content/docs/zh-CN/*.md。Schema 字段说明保留英文（页面上标注 lang="en"）。术语见 ../glossary.md。
 */
import { brand } from '../../site.ts';
import {
  webhookEventTypes,
  webhookSignatureHeader,
  webhookTestEventType,
  webhookToleranceSeconds,
} from '@app/contracts/api/webhooks';
import { exampleAppId, exampleScreenshotFile, exampleSubmissionId } from '../../content/api-examples.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { icu } from '../message.ts';

const zh = <V extends Record<string, string | number>>(message: string) => icu<V>('zh-CN', message);
const searchCount = zh<{ count: number; query: string }>(
  '{count, plural, =0 {没有与“{query}”匹配的结果。请换个关键词，或直接浏览指南。} other {“{query}”的搜索结果：# 条}}',
);

/** A key's prefix, as the brand names it (`lumen_pk_`). */
const keyPrefix = (type: 'live' | 'test' | 'pk') => `${brand.slug}_${type}_`;

/** The permission sentence every operation of a secret key ends with. */
const needs = (permission: 'read' | 'write') =>
  `需要具有 '${permission}' 权限的 API 密钥（'admin' 包含 'write' 和 'read'）。`;

/** Answers many operations share, as the document words them. */
const answers = {
  ok: '成功。',
  created: '已创建。',
  badBody: '请求体不是 JSON，或不符合接口约定；`errors` 列出每个被拒绝的字段。',
  unauthorized: 'API 密钥缺失、格式错误、不存在、已撤销或已过期。',
  forbidden:
    "此 API 密钥无权执行该操作：缺少该操作所需的权限；在需要私密密钥的操作上使用了可发布密钥（`code: 'publishable_key_forbidden'`），或反过来（`code: 'publishable_key_required'`）；或其开发者帐号已被暂停（开发者申请不再处于批准状态；`code: 'developer_suspended'`）。`message` 会说明是哪一种。",
  noApp: '调用方没有这个应用（或该应用不在此密钥限定的范围内）。',
  noSubmission:
    "调用方没有这个应用（或该应用不在此密钥限定的范围内）：`code: 'not_found'`；或该应用没有这个提交：`code: 'submission_not_found'`。",
  tooLarge: '请求体超过服务器接受的大小。',
  notJson: '请求体不是 `application/json`。',
  tooMany:
    '此 API 密钥的请求过多（或同一地址使用未知密钥的请求过多）；请等待 `Retry-After` 响应头给出的秒数后重试。',
  serverError: '我们这边出错了。',
  unavailable: '数据库暂时不可用；请等待 `Retry-After` 响应头给出的秒数后重试。',
};
const recordId = '记录的 id，一个正整数。';

export const docs = {
  docsHome: {
    title: '文档',
    description: '开发者平台指南：从提交申请到应用上架，涵盖 API 密钥与权限、请求与错误、审核以及 SDK 配置。',
    intro:
      '从一个想法到眼镜上的应用，所需的一切都在这里：加入开发者计划、获取 API 密钥、调用 API、提交版本审核，以及配置 SDK。',
  },
  docList: {
    'getting-started': {
      title: '入门指南',
      description: '加入开发者计划，登录开发者控制台，创建应用，生成 API 密钥，并发出第一个 API 请求。',
    },
    authentication: {
      title: '认证与权限',
      description:
        'API 密钥的格式，read、write 和 admin 三种权限，密钥为什么只显示一次，以及如何轮换和撤销密钥。',
    },
    'making-requests': {
      title: '发送请求',
      description: 'API 的基础 URL、JSON 响应、错误状态码与错误响应体、速率限制以及列表。',
    },
    'submitting-a-version': {
      title: '提交版本审核',
      description: '从控制台或通过 API 提交应用的新版本，并跟踪它从审核到发布的全过程。',
    },
    webhooks: {
      title: 'Webhook',
      description: `提交获批或被拒、版本发布、商店信息变更、开发者模式获准或密钥即将过期时，发送到你的端点的事件；以及如何校验 ${brand.name}-Signature 请求头。`,
    },
    'test-mode': {
      title: '测试模式',
      description:
        '测试密钥和测试模式应用：提交立即得出结果，特定测试值会触发拒绝，永远不会进入人工审核或发布。',
    },
    'sdk-setup': {
      title: '配置 SDK',
      description: '在 Android 应用中配置 CXR-M SDK，在眼镜上配置 CXR-S SDK。',
    },
  },
  docsLabels: {
    developersCrumb: '开发者中心',
    navigation: '文档',
    overview: '概览',
    guides: '指南',
    guidesIntro: '建议按顺序阅读：从提交申请到应用上架。',
    reference: '参考',
    readCard: (title: string) => `阅读“${title}”`,
    faqCard: {
      title: '常见问题',
      description: '关于系统要求、安装配置、故障排除和平台的常见问题解答。',
      linkLabel: '阅读常见问题',
    },
    onThisPage: '本页内容',
    previousAndNext: '上一篇和下一篇',
    previous: '上一篇',
    next: '下一篇',
  },
  // 中文文档有自己的搜索索引（决策 0071）：搜索框和 /zh/docs/search 搜索的是中文指南和 API 参考。
  docsSearchCopy: {
    label: '搜索文档',
    placeholder: '搜索指南和 API 参考',
    button: '搜索',
    pageTitle: '搜索文档',
    pageLead: '搜索所有指南和 API 参考。',
    pageDescription: '搜索开发指南和 API 参考。',
    resultsHeading: '搜索结果',
    loading: '正在加载搜索…',
    failed: '搜索未能加载。按回车键，可在结果页中搜索。',
    empty: '输入关键词，搜索指南和 API 参考。',
    allResults: '查看全部结果',
    count: (count: number, query: string) => searchCount({ count, query }),
  },
  apiReferenceMeta: {
    title: 'API 参考',
    description: `${brand.name} 开发者 HTTP API 的全部操作：所需权限、参数、请求体与响应体、错误，以及 curl 和 JavaScript 示例；另附两个 SDK 的 API 概览。`,
  },
  apiReferenceLabels: {
    download: '下载 OpenAPI 文档',
    basicsHeading: '基础 URL 与认证',
    baseUrl: '基础 URL：',
    apiVersion: (version: string) => `（API 版本 ${version}）。`,
    send: '每个请求都要带上请求头 ',
    withEveryRequest: '。',
    examplesRead: '示例从环境变量 ',
    environmentVariable: ' 中读取密钥。',
    permission: '所需权限：',
    permissionText: (permission: string) =>
      permission === 'any'
        ? '任一有效的私密 API 密钥'
        : permission === 'publishable'
          ? '应用的可发布密钥（私密密钥会被拒绝）'
          : `具有 '${permission}' 权限的 API 密钥`,
    adminImplies: "（'admin' 包含 'write' 和 'read'）。",
    sentenceEnd: '。',
    parameters: '参数',
    parametersOf: (summary: string) => `“${summary}”的参数`,
    requestBody: '请求体',
    requestBodyOf: (summary: string) => `“${summary}”的请求体`,
    exampleBody: '请求体示例',
    responses: '响应',
    answerOf: (status: string, summary: string) => `“${summary}”的 ${status} 响应`,
    errorBody: (status: string) => `${status} 响应体`,
    examples: '示例',
    field: '字段',
    type: '类型',
    description: '说明',
    required: '必填',
    parameterIn: (type: string, where: string) =>
      `${type}（${{ path: '路径参数', query: '查询参数', header: '请求头' }[where] ?? where}）`,
  },
  apiReferenceText: {
    webhooks: {
      heading: 'Webhook',
      intro: `以 POST 请求发送到你的端点的事件，请求体为 JSON，签名在 \`${webhookSignatureHeader}\` 请求头中。在控制台中添加端点并选择它接收的事件；Webhook 指南介绍了如何校验签名，并附有示例。`,
      guideLabel: '阅读 Webhook 指南',
      signature: `你的端点据此确认一次推送确实来自我们：\`t=<Unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's signing secret>\`，即以端点的签名密钥对“<t>.<原始请求体>”计算 HMAC-SHA256 的十六进制值。请用原始请求体重新计算 v1，以常量时间比较，并拒绝与你的时钟相差超过 ${webhookToleranceSeconds} 秒的 \`t\`。`,
      bodyCaption: '每个事件的请求体',
      events: {
        ...Object.fromEntries(
          webhookEventTypes.map((type) => [
            type,
            `发送给每个选择了 \`${type}\` 的端点。请在 15 秒内以 2xx 响应；否则会按退避策略重试，持续一天。`,
          ]),
        ),
        [webhookTestEventType]: '在控制台中点击“发送测试事件”时发送，无论端点选择了哪些事件。',
      },
    },
    info: {
      authentication: `来自开发者控制台的 API 密钥，只在创建时显示一次：以 \`${keyPrefix('live')}\`（正式环境私密密钥）、\`${keyPrefix('test')}\`（测试私密密钥）或 \`${keyPrefix('pk')}\`（应用的可发布密钥）开头，后接 32 位字母和数字、\`_\` 以及 6 位校验码。`,
      appIdNote: `示例使用应用 id ${exampleAppId} 和提交 id ${exampleSubmissionId}：请换成你的应用 id（控制台“我的应用”中每个应用下方都有显示）和提交 id（提交响应中的 id 字段）。上传示例发送的是运行目录中的文件 ${exampleScreenshotFile}。`,
      javascriptNote:
        'JavaScript 示例是 ES 模块（用到了顶层 `await`）：保存为 `example.mjs`，然后运行 `node example.mjs`（需要 Node.js 18 或更高版本）。每个示例都会打印响应的状态码和响应体。',
    },
    groups: {
      account: { name: '帐号', description: '发起请求的开发者及其 API 密钥。' },
      apps: {
        name: '应用',
        description:
          '开发者的应用，在开发者控制台中或用密钥创建。密钥只能看到与它同一模式的应用：正式或测试。',
      },
      submissions: {
        name: '提交',
        description:
          '提交审核的版本：工作人员批准或拒绝，再发布已批准的版本。测试模式应用的提交无需工作人员，立即得出结果，且永远不会发布。',
      },
      client: {
        name: '客户端',
        description: `应用的可发布密钥（\`${keyPrefix('pk')}…\`，嵌入在应用中）可以读取的内容：应用本身，即公众看到的样子。`,
      },
    },
    operations: {
      'get-me': {
        summary: '调用方信息',
        description:
          'API 密钥所属的开发者，以及这把密钥的信息（从不返回密钥明文）。\n\n任一有效的 API 密钥均可调用（须为私密密钥：可发布密钥会被拒绝）。',
        parameters: [],
        responses: {
          200: answers.ok,
          401: answers.unauthorized,
          403: answers.forbidden,
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'get-apps': {
        summary: '列出应用',
        description: `开发者在该密钥所属模式下的应用（测试密钥只能看到测试模式应用），从新到旧排列，每个应用附带它的提交（密钥限定于某个应用时，只返回该应用）。\n\n${needs('read')}`,
        parameters: [],
        responses: {
          200: answers.ok,
          401: answers.unauthorized,
          403: answers.forbidden,
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'post-apps': {
        summary: '创建应用',
        description: `在该密钥所属的模式下创建一个应用，处于开发阶段。用测试密钥创建的是测试模式应用：它的提交立即得出结果，且永远不会发布。\n\n${needs('write')}`,
        parameters: [],
        responses: {
          201: answers.created,
          400: answers.badBody,
          401: answers.unauthorized,
          403: answers.forbidden,
          409: '你在此模式下已有同名应用，或应用数量已达控制台允许的上限。',
          413: answers.tooLarge,
          415: answers.notJson,
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'get-apps-id-submissions': {
        summary: '列出应用的提交',
        description: `该应用提交审核的记录，从新到旧排列。\n\n${needs('read')}`,
        parameters: [recordId],
        responses: {
          200: answers.ok,
          401: answers.unauthorized,
          403: answers.forbidden,
          404: answers.noApp,
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'post-apps-id-submissions': {
        summary: '提交版本审核',
        description: `提交应用的一个新版本以供审核。每个应用最多只有一个待审核的版本（要提交新版本，请先取消它）。截图在提交之后上传到该提交（\`uploadScreenshot\`）；请求体如果仍带有已移除的 \`screenshots\` 链接列表，会以 \`code: 'screenshot_urls_removed'\` 被拒绝。\n\n${needs('write')}`,
        parameters: [recordId],
        responses: {
          201: answers.created,
          400: answers.badBody,
          401: answers.unauthorized,
          403: answers.forbidden,
          404: answers.noApp,
          409: '该应用已有一个等待审核的提交。',
          413: answers.tooLarge,
          415: answers.notJson,
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'delete-apps-id-submissions-submissionid': {
        summary: '取消待审核的提交',
        description: `取消一个仍在等待审核的提交：它的状态变为 \`cancelled\`，离开审核队列，应用可以立即重新提交。已有审核结果（或已取消）的提交无法取消。\n\n${needs('write')}`,
        parameters: [recordId, recordId],
        responses: {
          200: answers.ok,
          401: answers.unauthorized,
          403: answers.forbidden,
          404: answers.noSubmission,
          409: "该提交已不在待审核状态（已批准、已拒绝、已发布、已下架或已取消）：`code: 'submission_not_pending'`。",
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'post-apps-id-submissions-submissionid-screenshots': {
        summary: '上传截图',
        description: `为一个等待审核的提交添加一张截图（\`multipart/form-data\`，文件放在 \`screenshot\` 字段中）；每个提交最多 5 张，列在该提交的 \`images\` 中。版本发布（或商店信息变更获批）后，应用商店才会显示这些截图。\n\n${needs('write')}`,
        parameters: [recordId, recordId],
        responses: {
          201: answers.created,
          400: '缺少文件，或文件不是 PNG、JPEG 或 WebP 图片、超出像素上限或无法解码；`errors.screenshot` 会说明是哪一种。',
          401: answers.unauthorized,
          403: answers.forbidden,
          404: answers.noSubmission,
          409: "该提交已不在待审核状态（`code: 'submission_not_pending'`），或已有 5 张截图（`code: 'conflict'`）。",
          413: '文件超过 2 MB。',
          415: '请求体不是 `multipart/form-data`。',
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
      'get-client-app': {
        summary: '可发布密钥对应的应用',
        description: `可发布密钥所绑定的应用，即公众看到的样子：名称、地址，以及在应用商店上架后的已发布版本和商店页面。可以放心地在已发布的应用中调用。\n\n需要该应用的可发布密钥（\`${keyPrefix('pk')}…\`）；此处会拒绝私密密钥。`,
        parameters: [],
        responses: {
          200: answers.ok,
          401: answers.unauthorized,
          403: answers.forbidden,
          429: answers.tooMany,
          500: answers.serverError,
          503: answers.unavailable,
        },
      },
    },
  },
  sdkApiOverview: {
    heading: 'SDK API',
    intro: '两个 SDK 公开 API 的概览。包含全部类、方法和事件的完整参考文档随各 SDK 的下载包一起提供。',
    sections: [
      {
        heading: 'CXR-M SDK（Android）',
        intro: 'Kotlin 优先的 API，并提供 Java 回调形式。入口：CxrMobile。',
        items: [
          {
            icon: 'settings',
            title: 'CxrMobile 与 CxrConfig',
            description: '初始化、API 密钥、日志和全局配置。',
          },
          { icon: 'bluetooth', title: '设备管理', description: '发现、配对、连接状态和自动重连。' },
          {
            icon: 'camera',
            title: '媒体',
            description: '来自眼镜的摄像头和麦克风音视频流；向眼镜播放视频和音频。',
          },
          { icon: 'monitor', title: '场景', description: '在眼镜显示屏上渲染的文本、图片、列表和提示元素。' },
          { icon: 'mic', title: '指令', description: '自定义语音指令和触控手势事件。' },
          { icon: 'wifi', title: '数据通道', description: '与 CXR-S 应用之间有序、加密的消息和文件传输。' },
        ],
      },
      {
        heading: 'CXR-S SDK（眼镜端）',
        intro: 'C++17 API，附带 Kotlin 绑定。每个应用都派生自 cxr::App。',
        items: [
          {
            icon: 'app-window',
            title: 'cxr/app.h',
            description: '应用生命周期：创建、暂停、恢复和关闭回调。',
          },
          {
            icon: 'monitor',
            title: 'cxr/display.h',
            description: '场景图、文本和图片节点、调光以及单眼校准数据。',
          },
          { icon: 'mic', title: 'cxr/voice.h', description: '语音指令注册和唤醒词钩子。' },
          {
            icon: 'activity',
            title: 'cxr/sensors.h',
            description: 'IMU、环境光和接近传感器；摄像头画面帧。',
          },
          { icon: 'wifi', title: 'cxr/data_channel.h', description: '数据通道的眼镜端，包括文件传输。' },
          { icon: 'gauge', title: 'cxr/perf.h', description: '用于性能分析的帧时间、功耗和温度计数器。' },
        ],
      },
      {
        heading: 'API 密钥与权限',
        intro: '在开发者控制台中创建密钥，并传给 CxrConfig。',
        items: [
          { icon: 'key', title: 'read', description: '默认权限。允许应用连接眼镜并使用 SDK 的各项功能。' },
          {
            icon: 'key',
            title: 'write',
            description: '另外允许修改我们服务上的数据，例如应用元数据和设备设置。',
          },
          {
            icon: 'lock',
            title: 'admin',
            description: '完整的管理权限；仅供受信任的后端工具使用，切勿放进发布的应用。',
          },
        ],
      },
    ],
  },
} satisfies Pick<
  ZhCatalogue,
  | 'docsHome'
  | 'docList'
  | 'docsLabels'
  | 'docsSearchCopy'
  | 'apiReferenceMeta'
  | 'apiReferenceLabels'
  | 'apiReferenceText'
  | 'sdkApiOverview'
>;
