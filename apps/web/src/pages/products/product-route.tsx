import type { ComponentType } from 'react';
import { findProductPage } from '../../content/products.ts';
import type { ProductSuffix } from '../../content/routes.ts';
import { ProductPage } from './product-page.tsx';
import { WholesaleProductPage } from './wholesale-product-page.tsx';

const bySuffix = new Map<ProductSuffix, ComponentType>();

/**
 * The route component of /products/{brand}-{suffix}: the wholesale page for AR Spatial, Max, Max 2 and
 * AR Joy 2, the generic product page for the others. One component per suffix, created once.
 */
export function productRoutePage(suffix: ProductSuffix): ComponentType {
  const cached = bySuffix.get(suffix);
  if (cached) return cached;
  const entry = findProductPage(suffix);
  if (!entry) throw new Error(`No product page data for "${suffix}"`);
  const page: ComponentType =
    entry.kind === 'wholesale'
      ? function WholesaleRoute() {
          return <WholesaleProductPage page={entry.page} />;
        }
      : function ProductRoute() {
          return <ProductPage page={entry.page} />;
        };
  bySuffix.set(suffix, page);
  return page;
}
