/** A click-to-load video: the player is loaded when the visitor presses play. */
import { defineIsland } from '../lib/island.tsx';
import { VideoFacade } from '../features/marketing/video-facade.tsx';

export default defineIsland('video-facade', VideoFacade);
