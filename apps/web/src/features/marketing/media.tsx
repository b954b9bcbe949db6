import type { ImageRef } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

/**
 * An image from the content's image manifest, always sized (width/height from the manifest, so no layout
 * shift). Lazy and async by default; the one above-the-fold image of a page passes `priority`.
 */
export function Img({
  image,
  alt,
  priority = false,
  className,
  sizes,
}: {
  image: ImageRef;
  alt: string;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={sizes}
      className={cn('h-auto max-w-full', className)}
      {...(priority
        ? { loading: 'eager' as const, fetchPriority: 'high' as const, decoding: 'async' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
