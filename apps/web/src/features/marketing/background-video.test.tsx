import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundVideo } from './background-video.tsx';

const poster = { src: '/images/poster.svg', width: 1920, height: 1080 };

function mockMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((fn) => fn());
  };
}

describe('BackgroundVideo', () => {
  const play = vi.fn(() => Promise.resolve());
  const pause = vi.fn();
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });

  afterEach(() => {
    vi.unstubAllGlobals();
    play.mockClear();
    pause.mockClear();
  });

  it('is muted, loops, has no controls and plays when motion is fine', () => {
    mockMotionPreference(false);
    const { container } = render(<BackgroundVideo src="/v.mp4" type="video/mp4" poster={poster} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(false);
    expect(video.getAttribute('poster')).toBe('/images/poster.svg');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.autoplay).toBe(true);
    expect(play).toHaveBeenCalled();
  });

  it('stays on the poster for prefers-reduced-motion and pauses when the preference turns on', () => {
    const setReduce = mockMotionPreference(true);
    const { container } = render(<BackgroundVideo src="/v.mp4" type="video/mp4" poster={poster} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    act(() => setReduce(false));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => setReduce(true));
    expect(pause).toHaveBeenCalled();
    expect(video.autoplay).toBe(false);
  });
});
