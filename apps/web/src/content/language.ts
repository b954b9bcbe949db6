/**
 * The suggestion to read a page in the language the visitor's browser prefers (decision 0063), shown on
 * a page that exists in both languages. It speaks the language it suggests: on an English page, to a
 * browser that prefers Chinese, it is written in Chinese (and marked `lang`), since that is who reads it.
 */
export const languageSwitch = {
  suggestion: {
    label: '语言建议',
    text: '本页面有中文版。',
    link: '阅读中文版',
    dismiss: '关闭',
    lang: 'zh-CN',
  },
} as const;
