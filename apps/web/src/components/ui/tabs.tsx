import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * `readableWithoutScript`: for static content on public pages. Every panel is in the HTML, the unselected
 * ones hidden by CSS, so a browser without JavaScript shows them all, one after the other (styles.css,
 * `data-without-script`); its tab list should then be marked `data-without-script="hide"`.
 */
export function TabsContent({
  className,
  readableWithoutScript = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content> & { readableWithoutScript?: boolean }) {
  const everyPanel = readableWithoutScript
    ? ({ forceMount: true, 'data-without-script': 'show' } as const)
    : {};
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 focus-visible:outline-2',
        readableWithoutScript && 'data-[state=inactive]:hidden',
        className,
      )}
      {...everyPanel}
      {...props}
    />
  );
}
