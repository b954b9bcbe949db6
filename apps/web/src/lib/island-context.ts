/**
 * Whether a component renders inside an island (lib/island.tsx): the prerenderer notes which sections of
 * the Chinese catalogue a page's islands read, for the islands' boot to load them (i18n/catalogue.tsx).
 */
import { createContext, useContext } from 'react';

export const InIslandContext = createContext(false);

export const useInIsland = (): boolean => useContext(InIslandContext);
