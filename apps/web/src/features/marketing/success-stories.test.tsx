import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  defaultSuccessStory,
  storyLabels,
  successStories,
  successStoryKeys,
} from '../../content/success-stories.ts';
import { SuccessStories } from './success-stories.tsx';

function renderSwitcher() {
  return render(
    <section aria-labelledby="h">
      <h2 id="h">Success stories</h2>
      <SuccessStories
        stories={successStories}
        keys={successStoryKeys}
        initial={defaultSuccessStory}
        labels={storyLabels}
        labelledBy="h"
      />
    </section>,
  );
}

describe('SuccessStories', () => {
  it('starts on the distributor story (App Developer) and switches with each button', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    const group = screen.getByRole('group', { name: 'Success stories' });
    expect(group).toBeTruthy();
    const pressed = () =>
      screen
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);
    expect(pressed()).toEqual(['App Developer']);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(successStories.distributor.title);

    for (const key of successStoryKeys) {
      const story = successStories[key];
      await user.click(screen.getByRole('button', { name: story.buttonLabel }));
      expect(pressed()).toEqual([story.buttonLabel]);
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(story.title);
      expect(screen.getByRole('img').getAttribute('src')).toBe(story.image.src);
      expect(screen.getByText(story.partnerQuote)).toBeTruthy();
      for (const result of story.results) expect(screen.getByText(result.text)).toBeTruthy();
    }
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Enterprise Developer' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'SDK Integrator' }).getAttribute('aria-pressed')).toBe('true');
  });
});
