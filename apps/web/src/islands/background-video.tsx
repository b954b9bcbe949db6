/** The home hero's background video: it starts playing unless the visitor prefers reduced motion. */
import { defineIsland } from '../lib/island.tsx';
import { BackgroundVideo } from '../features/marketing/background-video.tsx';

export default defineIsland('background-video', BackgroundVideo);
