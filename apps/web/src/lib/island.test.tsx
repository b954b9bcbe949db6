import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assertJson, defineIsland } from './island.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const GreetingIsland = defineIsland('greeting', Greeting);

describe('islands', () => {
  it('renders the component inside a wrapper that names the island and carries its props as JSON', () => {
    const html = renderToString(<GreetingIsland name="Ada" />);
    expect(html).toBe(
      '<div data-island="greeting" data-props="{&quot;name&quot;:&quot;Ada&quot;}" style="display:contents"><p>Hello <!-- -->Ada</p></div>',
    );
    expect(GreetingIsland.islandName).toBe('greeting');
    expect(GreetingIsland.Component).toBe(Greeting);
  });

  it('fails the render loudly when a prop would not survive JSON', () => {
    const Loose = defineIsland('loose', (_props: { onPick: () => void }) => null);
    expect(() => renderToString(<Loose onPick={() => {}} />)).toThrow('island loose props.onPick');
  });

  it('accepts plain data and refuses what JSON changes', () => {
    expect(() => assertJson({ a: [1, 'x', true, null, { b: 2 }] }, 'props')).not.toThrow();
    expect(() => assertJson({ when: new Date(0) }, 'props')).toThrow('props.when');
    expect(() => assertJson({ n: Number.NaN }, 'props')).toThrow('props.n');
    expect(() => assertJson({ u: undefined }, 'props')).toThrow('props.u');
  });
});
