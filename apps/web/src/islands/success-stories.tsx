/**
 * The success-story switcher with the site's stories (the home page and /partner-success). The stories are
 * content the island imports itself, so its props are only the heading that labels it.
 */
import {
  defaultSuccessStory,
  storyLabels,
  successStories,
  successStoryKeys,
} from '../content/success-stories.ts';
import { SuccessStories } from '../features/marketing/success-stories.tsx';
import { defineIsland } from '../lib/island.tsx';

function StorySwitcher({ labelledBy }: { labelledBy: string }) {
  return (
    <SuccessStories
      stories={successStories}
      keys={successStoryKeys}
      initial={defaultSuccessStory}
      labels={storyLabels}
      labelledBy={labelledBy}
    />
  );
}

export default defineIsland('success-stories', StorySwitcher);
