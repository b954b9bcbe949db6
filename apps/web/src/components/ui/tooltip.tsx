import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, use, type ReactNode } from 'react';

/** Whether a TooltipProvider is above: a lone Tooltip brings its own, so the app root needs none. */
const ProvidedContext = createContext(false);

/**
 * Spec: tooltips open after 700 ms; within 300 ms of closing the next opens at once (across the tooltips
 * under one provider). Not at the app root, so pages without tooltips never load the tooltip code.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <ProvidedContext value={true}>
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
      </TooltipPrimitive.Provider>
    </ProvidedContext>
  );
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const provided = use(ProvidedContext);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={4}
          className="z-50 rounded-md bg-ink-900 px-3 py-1.5 text-xs text-white shadow-md"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
