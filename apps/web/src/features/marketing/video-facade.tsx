import { useEffect, useRef, useState } from 'react';
import type { ImageRef } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { site } from '../../site.ts';
import { Img } from './media.tsx';

/**
 * A click-to-load YouTube player. Until the visitor presses play, only the local poster is shown and no
 * request goes to a third party; the privacy-enhanced (youtube-nocookie) player with its controls is
 * created on click and may then start playing, since the visitor asked for it.
 */
export function VideoFacade({
  videoId,
  poster,
  title,
  className,
}: {
  videoId: string;
  poster: ImageRef;
  /** Names the video: the play button is "Play video: {title}" and the player frame gets it as title. */
  title: string;
  className?: string;
}) {
  const [active, setActive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (active) frameRef.current?.focus();
  }, [active]);
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-ink-900', className)}>
      {active ? (
        <iframe
          ref={frameRef}
          src={`${site.videoEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setActive(true)}
          aria-label={`Play video: ${title}`}
          className="group absolute inset-0 h-full w-full cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <Img image={poster} alt="" className="absolute inset-0 h-full w-full max-w-none object-cover" />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-ink-900/20 transition-colors group-hover:bg-ink-900/10"
          />
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl ring-8 ring-white/25 transition-transform group-hover:scale-105 sm:h-20 sm:w-20"
          >
            <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7 sm:h-8 sm:w-8" fill="currentColor">
              <path d="M7 4.5v15l12.5-7.5z" />
            </svg>
          </span>
          <span className="absolute bottom-3 left-3 rounded-full bg-ink-900/85 px-3 py-1 text-sm font-medium text-white">
            Play video
          </span>
        </button>
      )}
    </div>
  );
}
