import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueGroups } from '../../content/products.ts';
import { CatalogueCardView } from './catalogue-card.tsx';

describe('CatalogueCardView', () => {
  it('ends in a labelled "View product" cue, the link keeping the product name', () => {
    const item = catalogueGroups[2]!.items[0]!;
    const { container } = render(<CatalogueCardView item={item} />);
    expect(screen.getByRole('link').textContent).toBe(item.name);
    const cue = container.querySelector('article > div:last-child > span:last-child');
    expect(cue?.textContent).toBe('View product');
  });
});
