/** /yodaos-sprite's content: the architecture tabs and the configuration dialog that selects one. */
import { YodaosView } from '../features/developers/yodaos-view.tsx';
import { defineIsland } from '../lib/island.tsx';

export default defineIsland('yodaos-view', YodaosView);
