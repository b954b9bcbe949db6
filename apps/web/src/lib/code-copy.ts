/**
 * Copy buttons for the code blocks of the docs and the API reference (`<pre data-copy-code>`), added by
 * script: without JavaScript (or without the Clipboard API) there is no button that could not work, and the
 * code is there to select. Each button goes just before its block (its parent keeps its children: React may
 * own them), is named after the block's caption, and announces the result through a polite live region.
 * Plain DOM, not React: on a prerendered page the docs' text is not an island, and nothing hydrates it.
 */
import { devUi as devUiEn } from '../content/developer-ui.ts';
import { contentIn } from '../i18n/catalogue.tsx';
import type { Locale } from '../i18n/locales.ts';

type CodeWords = typeof devUiEn.code;

/** How long the button says "Copied" before it says "Copy" again. */
const CONFIRMATION_MS = 2500;

const buttonClass =
  'inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-800 hover:bg-slate-50';

/** The block's name for its button: its figure's caption, else its language and place on the page. */
function captionOf(pre: HTMLElement, index: number, words: CodeWords): string {
  const caption = pre.closest('figure')?.querySelector('figcaption')?.textContent?.trim();
  if (caption) return caption;
  const language = /language-(\w+)/.exec(pre.querySelector('code')?.className ?? '')?.[1];
  return words.blockTitle(language, index + 1);
}

function copyControl(pre: HTMLElement, index: number, words: CodeWords): HTMLElement {
  const bar = document.createElement('div');
  bar.className = 'mt-2 flex justify-end';
  bar.dataset.codeCopy = '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = buttonClass;
  button.textContent = words.copy;
  button.setAttribute('aria-label', words.copyLabel(captionOf(pre, index, words)));
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.className = 'sr-only';
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    clearTimeout(timer);
    navigator.clipboard.writeText(pre.textContent ?? '').then(
      () => {
        button.textContent = words.copied;
        status.textContent = words.copied;
      },
      () => {
        status.textContent = words.copyFailed;
      },
    );
    timer = setTimeout(() => {
      button.textContent = words.copy;
      status.textContent = '';
    }, CONFIRMATION_MS);
  });
  bar.append(button, status);
  return bar;
}

/**
 * Adds a Copy button to each code block in `root` that has none yet, in the page's language (`locale`:
 * its catalogue is loaded by then, by the islands' boot or the app).
 */
export function addCopyButtons(root: ParentNode, locale: Locale): void {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return;
  const words = contentIn(locale, 'devUi', devUiEn).code;
  root.querySelectorAll<HTMLElement>('pre[data-copy-code]').forEach((pre, index) => {
    if (pre.previousElementSibling?.hasAttribute('data-code-copy')) return;
    pre.before(copyControl(pre, index, words));
  });
}
