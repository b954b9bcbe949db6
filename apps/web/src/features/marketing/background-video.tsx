import { useEffect, useRef, useState } from 'react';
import type { ImageRef } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * A decorative, muted, looping background video without controls. The server renders the poster-only
 * state (no autoplay, preload="none", so nothing is downloaded); in the browser it starts playing unless
 * the visitor prefers reduced motion, and stops again if that preference is switched on.
 */
export function BackgroundVideo({
  src,
  type,
  poster,
  className,
}: {
  src: string;
  type: string;
  poster: ImageRef;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [motionOk, setMotionOk] = useState(false);

  // No picture-in-picture or casting offers for a decorative video. Set as properties once it runs: the
  // attributes belong to other specifications than HTML, and the server HTML keeps to HTML (W3C checker).
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.disablePictureInPicture = true;
    video.disableRemotePlayback = true;
  }, []);

  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setMotionOk(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (motionOk) {
      // Autoplay policies require the muted property, not just the attribute.
      video.muted = true;
      video.play().catch(() => {
        // Autoplay refused (e.g. data saver): the poster stays, which is the intended fallback.
      });
    } else {
      video.pause();
    }
  }, [motionOk]);

  return (
    <video
      ref={ref}
      className={cn('pointer-events-none object-cover', className)}
      poster={poster.src}
      width={poster.width}
      height={poster.height}
      muted
      loop
      playsInline
      autoPlay={motionOk}
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src={src} type={type} />
    </video>
  );
}
