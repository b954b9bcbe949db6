/**
 * The app filing messages of a submission in Chinese, key by key (`AppFilingMessages`: none missing or
 * extra), for the Chinese console's Submit for review form (decision 0070). Terms as in
 * apps/web/src/i18n/glossary.md.
 */
import type { AppFilingMessages } from './app-filing';

export const appFilingMessagesZh: AppFilingMessages = {
  required: '在中国大陆发行的应用需要填写 APP 备案号',
  invalid: '请按工业和信息化部颁发的格式填写 APP 备案号，例如 京ICP备2023000000号-1A',
  withoutDistribution: '请先勾选“在中国大陆发行”，再填写 APP 备案号',
  mainlandChinaInvalid: '请选择是或否',
};
