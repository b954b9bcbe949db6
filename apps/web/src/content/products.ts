/**
 * Product content: the catalogue (/products) and the data of every product page.
 * Wholesale pages (AR Spatial, Max, Max 2, AR Joy 2) use `WholesalePage`;
 * the others use the generic `ProductPage`.
 */
import type { ProductSuffix } from './routes';
import type { ProductPage, WholesalePage } from './types';
import { aiGlassesPage } from './products/ai-glasses';
import { airPage } from './products/air';
import { arGlassesPage } from './products/ar-glasses';
import { controllerPage } from './products/controller';
import { hdmiAdapterPage } from './products/hdmi-adapter';
import { hubPage } from './products/hub';
import { lensInsertsPage } from './products/lens-inserts';
import { arJoy2Page } from './products/wholesale-ar-joy2';
import { arSpatialPage } from './products/wholesale-ar-spatial';
import { maxPage } from './products/wholesale-max';
import { max2Page } from './products/wholesale-max2';

export { catalogueCta, catalogueGroups, productsHero, productsMeta } from './products/catalogue';
export { productPageLabels } from './products/shared';
export {
  aiGlassesPage,
  airPage,
  arGlassesPage,
  arJoy2Page,
  arSpatialPage,
  controllerPage,
  hdmiAdapterPage,
  hubPage,
  lensInsertsPage,
  max2Page,
  maxPage,
};
export type { ProductPage, WholesalePage } from './types';

export type WholesaleSuffix = 'ar-spatial' | 'max' | 'max2' | 'ar-joy2';
export type GenericProductSuffix = Exclude<ProductSuffix, WholesaleSuffix>;

/** Wholesale page data by route suffix. */
export const wholesalePages: Record<WholesaleSuffix, WholesalePage> = {
  'ar-spatial': arSpatialPage,
  max: maxPage,
  max2: max2Page,
  'ar-joy2': arJoy2Page,
};

/** Generic product page data by route suffix. */
export const productPages: Record<GenericProductSuffix, ProductPage> = {
  glasses: arGlassesPage,
  'ai-glasses': aiGlassesPage,
  controller: controllerPage,
  hub: hubPage,
  'hdmi-adapter': hdmiAdapterPage,
  'lens-inserts': lensInsertsPage,
  air: airPage,
};

export type ProductPageEntry =
  { kind: 'wholesale'; page: WholesalePage } | { kind: 'product'; page: ProductPage };

/** Page data for a `/products/{brand}-{suffix}` route, or undefined for an unknown suffix. */
export const findProductPage = (suffix: string): ProductPageEntry | undefined => {
  if (suffix in wholesalePages) return { kind: 'wholesale', page: wholesalePages[suffix as WholesaleSuffix] };
  if (suffix in productPages) return { kind: 'product', page: productPages[suffix as GenericProductSuffix] };
  return undefined;
};
