/**
 * The listing messages of a submission in Chinese, key by key (`ListingMessages`: none missing or extra),
 * for the Chinese console's Submit for review form (decision 0070). Terms as in
 * apps/web/src/i18n/glossary.md.
 */
import { ageRatings } from '../app-listing-labels';
import { spriteVersions } from '../device-models';
import type { ListingMessages } from './app-listing';

export const listingMessagesZh: ListingMessages = {
  modelInvalid: '请从支持的设备列表中选择眼镜型号',
  osVersionInvalid: `请选择 YodaOS-Sprite 版本：${spriteVersions.join('、')}`,
  osVersionTooNew: (model, version) =>
    `${model} 运行的是 YodaOS-Sprite ${version}：请选择该型号已有的最低版本，或不选该型号`,
  permissionInvalid: '请从列表中选择权限',
  downloadSizeInvalid: '请填写以字节为单位的下载大小，最大 4 GiB',
  languageInvalid: '请填写语言代码，例如 en、zh-Hans 或 pt-BR',
  ageRatingInvalid: `请选择年龄分级：${ageRatings.join('、')}`,
  dataKindInvalid: '请从列表中选择数据类型',
  privacyPolicyRequired: '收集数据的应用必须提供隐私政策链接',
  supportInvalid: '请填写 https:// 开头的网址或电子邮箱地址',
};
