import {
  defaultSuccessStory,
  storyLabels,
  successStories,
  successStoryKeys,
} from '../../content/success-stories.ts';
import { SuccessStories } from '../../features/marketing/success-stories.tsx';

/** The home page's story switcher with its stories (loaded on its own, see home-page.tsx). */
export function HomeCaseStudies({ labelledBy }: { labelledBy: string }) {
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
