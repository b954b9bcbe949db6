/**
 * The catalogue check (decision 0063): compares the Chinese catalogue with the English content it
 * translates, text by text. Used by catalogue.test.ts, which `npm test` runs (Vitest).
 */

/** Product, platform and service names every language writes as they are (see glossary.md). */
export const keptAsWritten: ReadonlySet<string> = new Set([
  'SDK',
  'CXR-M SDK',
  'CXR-S SDK',
  'YodaOS-Sprite',
  'Discord',
  'LinkedIn',
  'YouTube',
  'JSON',
  'JavaScript',
  'Shell',
  'Android',
  // Names a tag or a label may be (FAQ tags, quick links).
  'CXR-M',
  'CXR-S',
  'iOS',
  'RAM',
  'Gradle',
  'CMake',
  'Kotlin',
  'Java',
  'C++',
  'Unity',
  'Linux',
  // Programming languages and frameworks (the developer application's options).
  'JavaScript/TypeScript',
  'Swift',
  'C#',
  'Python',
  'Unity C#',
  'Unreal C++',
  'WebGL/Three.js',
  'React Native',
  'Flutter',
  'IoT',
  // API key permissions, named as the API names them (the SDK API overview's cards).
  'read',
  'write',
  'admin',
]);

/** A C/C++ header's path (`cxr/app.h`): code, written as it is in every language. */
const isHeaderPath = (text: string) => /^[\w-]+(?:\/[\w-]+)*\.h$/.test(text);

/** The fields whose text names something (a link's target, an id, an icon, a style), never words. */
const identifierFields: ReadonlySet<string> = new Set([
  'href',
  'id',
  'kind',
  'variant',
  'icon',
  'network',
  'src',
  // A code sample runs as written: its code, language and file name stay as they are.
  'code',
  'language',
  'filename',
  // Tab ids.
  'tab',
  'defaultTab',
]);

/**
 * Fields named like an identifier field that hold words: the console's (decision 0069) device tab's
 * name, a listing change's kind, the key type's and e-mail language's
 * labels.
 */
const wordsNamedLikeIdentifiers: ReadonlySet<string> = new Set([
  'devicesCopy.tab',
  'lifecycleCopy.listingChange.kind',
  'consoleUi.keyForm.kind',
  'consoleUi.profile.language',
]);

/**
 * An entry of an option's label map (`appPermissionLabels.network`): keyed by the stored value, its text
 * is always words, whatever the key is called.
 */
const isOptionLabel = (path: string) => /^\w+Labels\.[^.]+$/.test(path);

/**
 * An identifier, not words: an identifier field's value, a path or an address. It must stay the same in
 * every language (links and styles depend on it; a Chinese page's links are localized when rendered).
 */
const isIdentifier = (text: string, path: string) =>
  (identifierFields.has(path.slice(path.lastIndexOf('.') + 1)) &&
    !wordsNamedLikeIdentifiers.has(path) &&
    !isOptionLabel(path)) ||
  // An example app's level is its badge colour's key; devUi.sdk.levels says it in each language.
  /\.examples\.\d+\.level$/.test(path) ||
  // A supported device's model name, its status (its badge colour's key) and its system version.
  /^supportedDevices\.\d+\.(name|status|version)$/.test(path) ||
  // An option's value is what the API stores (the developer application's options): only its label is words.
  /^developerApplicationOptions\.\w+\.\d+\.value$/.test(path) ||
  /^(\/|https?:|mailto:)/.test(text) ||
  /^[^\s@]+@[^\s@]+$/.test(text);

/** Arguments to call a catalogue's functions with: enough of each kind for any of the content's. */
const sampleArguments = [2, 'CXR-M'] as const;

export interface Problem {
  path: string;
  problem: 'missing' | 'unused' | 'untranslated' | 'identifier changed' | 'shape differs';
}

/** What is wrong with `translated` as the translation of `english`: nothing, for a complete catalogue. */
function compareContent(english: unknown, translated: unknown, path = ''): Problem[] {
  if (translated === undefined) return [{ path, problem: 'missing' }];
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [{ path, problem: 'shape differs' }];
    if (isIdentifier(english, path))
      return translated === english ? [] : [{ path, problem: 'identifier changed' }];
    if (translated === english && !keptAsWritten.has(english) && !isHeaderPath(english))
      return [{ path, problem: 'untranslated' }];
    return [];
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [{ path, problem: 'shape differs' }];
    const args = sampleArguments.slice(0, english.length);
    const [en, zh] = [english, translated].map((fn) => (fn as (...a: unknown[]) => unknown)(...args));
    return typeof zh === 'string' && zh !== en ? [] : [{ path: `${path}()`, problem: 'untranslated' }];
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object' || Array.isArray(english) !== Array.isArray(translated))
      return [{ path, problem: 'shape differs' }];
    const en = english as Record<string, unknown>;
    const zh = translated as Record<string, unknown>;
    // An external link may point elsewhere in another edition (Discord and YouTube are not reachable from
    // the mainland: the Chinese pages link WeChat and QQ); a link to the site's own pages may not.
    const freeLink = (key: string) => key === 'href' && en.external === true && zh.external === true;
    return [
      ...Object.keys(en)
        .filter((key) => !freeLink(key) || typeof zh[key] !== 'string')
        .flatMap((key) => compareContent(en[key], zh[key], `${path}.${key}`)),
      ...Object.keys(zh)
        .filter((key) => !(key in en))
        .map((key) => ({ path: `${path}.${key}`, problem: 'unused' as const })),
    ];
  }
  return translated === english ? [] : [{ path, problem: 'shape differs' }];
}

/** Each catalogue entry compared with its English content; entries of one side only are missing or unused. */
export function compareCatalogues(english: object, translated: object): Problem[] {
  const en = english as Record<string, unknown>;
  const zh = translated as Record<string, unknown>;
  return [
    ...Object.keys(en).flatMap((key) => compareContent(en[key], zh[key], key)),
    ...Object.keys(zh)
      .filter((key) => !(key in en))
      .map((key) => ({ path: key, problem: 'unused' as const })),
  ];
}
