import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateWhenNear, preloadIslands } from './hydrate-when-near.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('hydrateWhenNear', () => {
  it('renders the loaded component with its props once near (no IntersectionObserver: at once)', async () => {
    const Island = hydrateWhenNear(() => Promise.resolve(Greeting));
    render(<Island name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders synchronously once preloaded, as the prerenderer does', async () => {
    const Island = hydrateWhenNear(() => Promise.resolve(Greeting));
    await preloadIslands();
    render(<Island name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});
