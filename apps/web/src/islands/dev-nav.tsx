/** The developer pages' navigation: its dropdowns, its mobile menu and the language button. */
import { defineIsland } from '../lib/island.tsx';
import { DevNav } from '../features/developers/dev-nav.tsx';

export default defineIsland('dev-nav', DevNav);
