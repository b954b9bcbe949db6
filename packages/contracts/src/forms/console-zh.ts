/**
 * The address messages of the console's forms in Chinese (the app's App Store address and the developer
 * page's), key by key (`SlugMessages`: none missing or extra). The Chinese console builds its schemas with
 * them (`ConsoleMessages`, decision 0070). Terms as in apps/web/src/i18n/glossary.md.
 */
import { MAX_SLUG_LENGTH, type SlugMessages } from './console';

export const slugMessagesZh: SlugMessages = {
  invalid: `只能使用小写字母、数字和单个连字符，最多 ${MAX_SLUG_LENGTH} 个字符`,
  taken: '此地址已被占用，请换一个。',
  locked: '应用发布后，地址无法再更改。',
};
