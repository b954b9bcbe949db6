/** The docs' search box (the search itself loads at first focus or keystroke). */
import { defineIsland } from '../lib/island.tsx';
import { DocsSearchBox } from '../features/docs-search/docs-search-box.tsx';

export default defineIsland('docs-search', DocsSearchBox);
