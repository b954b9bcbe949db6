/** The FAQ: search and the category panels. */
import { defineIsland } from '../lib/island.tsx';
import { FaqBrowser } from '../features/faq/faq-browser.tsx';

export default defineIsland('faq-browser', FaqBrowser);
