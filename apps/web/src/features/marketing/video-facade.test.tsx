import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from './video-facade.tsx';

const poster = { src: '/images/poster.svg', width: 1280, height: 720 };

describe('VideoFacade', () => {
  it('shows only the local poster until play is pressed, then the nocookie player', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoFacade videoId="abc123" poster={poster} title="Product film" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/poster.svg');
    expect(container.innerHTML).not.toMatch(/youtube/);

    await user.click(screen.getByRole('button', { name: 'Play video: Product film' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?/);
    expect(frame?.getAttribute('title')).toBe('Product film');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
