/** The unsubscribe panel of /unsubscribe (reads its token from the address, answers in place). */
import { defineIsland } from '../lib/island.tsx';
import { UnsubscribePanel } from '../features/newsletter/unsubscribe-panel.tsx';

export default defineIsland('unsubscribe-panel', UnsubscribePanel);
