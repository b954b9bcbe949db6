/**
 * "Report this app" on the Chinese edition's app page (decision 0067): the report form's messages in
 * Chinese, key by key (`AppReportMessages`: none missing or extra). The Chinese page validates with
 * `appReportSchemaFor(appReportMessagesZh)`, in the browser and on the server for a post without
 * JavaScript, so its errors are Chinese without translating an English message by its words. Terms as in
 * apps/web/src/i18n/glossary.md.
 */
import { limits } from '../limits';
import type { AppReportMessages } from './app-report';

export const appReportMessagesZh: AppReportMessages = {
  reasonRequired: '请选择举报这个应用的原因',
  detailsRequired: '请说明问题所在（至少 10 个字符）',
  appUnknown: '应用商店中没有这个应用',
  detailsTooLong: `最多 ${limits.text} 个字符`,
  emailInvalid: '请输入有效的电子邮箱地址',
};
