import { cn } from '../../lib/cn.ts';

/** Decorative glows and grid behind dark hero and banner sections (pure CSS, no image request). */
export function Backdrop({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 overflow-hidden', className)}>
      <div className="absolute -top-40 -left-32 h-[28rem] w-[28rem] rounded-full bg-brand-600/30 blur-3xl" />
      <div className="absolute -right-24 -bottom-48 h-[26rem] w-[26rem] rounded-full bg-teal-400/20 blur-3xl" />
      <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_75%)]" />
    </div>
  );
}
