/** The floating dock: the cookie banner and the newsletter widget, shown once it has hydrated. */
import { defineIsland } from '../lib/island.tsx';
import { FloatingDock } from '../app/layout/floating-dock.tsx';

export default defineIsland('floating-dock', FloatingDock);
