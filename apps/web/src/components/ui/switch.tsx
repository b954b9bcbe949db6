import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SwitchProps extends Omit<ComponentProps<'button'>, 'type' | 'role' | 'value' | 'onChange'> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off switch: a button with the switch role (Space or Enter toggles it; a `<label htmlFor>`
 * clicks it). Plain markup rather than Radix: the cookie banner, on every page, uses it.
 */
export function Switch({ checked, onCheckedChange, onClick, className, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      {...props}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:opacity-50',
        className,
      )}
    >
      <span
        data-state={state}
        className="pointer-events-none block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5"
      />
    </button>
  );
}
