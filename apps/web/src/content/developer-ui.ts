/**
 * Interface wording of the developer pages (labels of controls, status words, screen-reader text).
 * Page copy lives in developers.ts, sdk/*, yodaos.ts, faq.ts and resources.ts; this module holds the
 * small strings the widgets around that copy need, so pages stay free of text.
 */
/** The languages of the docs' code blocks (Markdown fence names), as people say them. */
const languageNames: Record<string, string> = { sh: 'Shell', js: 'JavaScript', json: 'JSON', text: 'Text' };

export const devUi = {
  breadcrumbLabel: 'Breadcrumb',
  devNavLabel: 'Developer',
  devNavTitle: 'Developers',
  /** The small-screen menu: its panel's label, and what the title button adds for screen readers. */
  devNavMenu: { label: 'Developers menu', suffix: 'menu' },
  devFooterNavLabel: 'Developer site',
  opensInNewTab: '(opens in a new tab)',
  code: {
    copy: 'Copy',
    copied: 'Copied',
    copyLabel: (title: string) => `Copy code: ${title}`,
    /** A docs code block's name when it has no caption: its language and its place on the page. */
    blockTitle: (language: string | undefined, position: number) =>
      `${language ? `${languageNames[language] ?? language} ` : ''}example ${position}`,
    copiedAnnouncement: 'Code copied to the clipboard',
    copyFailed: 'Copying is not available in this browser. Select the code and copy it manually.',
  },
  sdk: {
    version: 'Version',
    size: 'Download size',
    platform: 'Platform',
    met: 'Met',
    notMet: 'Not met',
    level: 'Level',
    exampleFeatures: 'What it shows',
    symptoms: 'Symptoms',
    solutions: 'Solutions',
    tabsLabel: 'SDK guide',
    /** An example app's level as shown (the content's `level` is also its badge's colour key). */
    levels: { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced' },
  },
  yodaos: {
    tabsLabel: 'System architecture',
    layer: 'Layer',
    metricsHeading: 'Performance',
    version: 'YodaOS-Sprite',
    viewProduct: (name: string) => `View ${name}`,
    configurationTitle: 'Reference configuration',
    close: 'Close',
    openArchitecture: 'Open the Hardware tab',
    /** A supported device's status as shown (the content's `status` is also its badge's colour key). */
    statuses: { Latest: 'Latest', Supported: 'Supported' },
  },
  faq: {
    questionCount: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
    resultCount: (n: number, query: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${query.trim()}”`,
    clearSearch: 'Clear search',
    tags: 'Tags',
    searchTag: (tag: string) => `Search for ${tag}`,
  },
} as const;
