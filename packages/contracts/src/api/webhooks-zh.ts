/**
 * The webhook messages in Chinese, key by key (`WebhookMessages`: none missing or extra), for the Chinese
 * console's Add endpoint form (decision 0070). Terms as in apps/web/src/i18n/glossary.md (端点, 推送).
 */
import type { WebhookMessages } from './webhooks';

export const webhookMessagesZh: WebhookMessages = {
  urlInvalid: '请填写完整的端点 URL，例如 https://example.com/webhooks',
  httpsRequired: '端点必须使用 https://',
  credentialsRefused: 'URL 中不能包含用户名或密码',
  privateAddress: '无法从互联网访问此地址（私有、环回或保留地址）',
  unresolvable: '无法解析此主机名',
  eventsRequired: '请至少选择一个事件',
  tooManyEndpoints: (max) => `最多只能添加 ${max} 个 Webhook 端点。`,
  endpointNotFound: '未找到该 Webhook 端点',
  deliveryNotFound: '未找到该推送记录',
};
