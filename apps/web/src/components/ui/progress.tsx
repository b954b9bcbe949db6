import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const DEFAULT_MAX = 100;

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

const isValidMax = (max: unknown): max is number =>
  typeof max === 'number' && Number.isFinite(max) && max > 0;

const isValidValue = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** Spec: indeterminate without a value, complete when value equals max, loading otherwise. */
export const progressState = (value: number | null, max: number): ProgressState =>
  value === null ? 'indeterminate' : value === max ? 'complete' : 'loading';

/**
 * Resolves max and value the way the spec's Progress widget does: max defaults to 100; a max that is
 * not a positive number is reported with console.error and replaced by 100; a value outside 0..max is
 * reported and treated as absent (indeterminate).
 */
export function resolveProgress(
  value: number | null | undefined,
  max: number | undefined,
): { value: number | null; max: number; state: ProgressState } {
  let resolvedMax = DEFAULT_MAX;
  if (max !== undefined) {
    if (isValidMax(max)) resolvedMax = max;
    else
      console.error(
        `Invalid prop \`max\` of value \`${String(max)}\` supplied to \`Progress\`. Only numbers greater than 0 are valid max values. Defaulting to \`${DEFAULT_MAX}\`.`,
      );
  }
  let resolvedValue: number | null = null;
  if (value !== null && value !== undefined) {
    if (isValidValue(value, resolvedMax)) resolvedValue = value;
    else
      console.error(
        `Invalid prop \`value\` of value \`${String(value)}\` supplied to \`Progress\`. The \`value\` prop must be a number between 0 and \`max\` (${resolvedMax}) inclusive, or null/undefined for indeterminate progress. Defaulting to \`null\`.`,
      );
  }
  return { value: resolvedValue, max: resolvedMax, state: progressState(resolvedValue, resolvedMax) };
}

export interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** Current value; null or undefined for indeterminate progress. */
  value?: number | null;
  /** Upper bound, a positive number (default 100). */
  max?: number;
  /** Text for assistive technology; defaults to the percentage. */
  getValueLabel?: (value: number, max: number) => string;
  /** Classes of the filled part. */
  indicatorClassName?: string;
}

const percentLabel = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/**
 * An accessible progress bar (role="progressbar" with aria-valuemin/max/now). Give it a name with
 * `aria-label` or `aria-labelledby`.
 */
export function Progress({
  value,
  max,
  getValueLabel = percentLabel,
  className,
  indicatorClassName,
  ...props
}: ProgressProps) {
  const resolved = resolveProgress(value, max);
  const percent = resolved.value === null ? 0 : (resolved.value / resolved.max) * 100;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={resolved.max}
      {...(resolved.value === null
        ? {}
        : {
            'aria-valuenow': resolved.value,
            'aria-valuetext': getValueLabel(resolved.value, resolved.max),
          })}
      data-state={resolved.state}
      data-value={resolved.value ?? undefined}
      data-max={resolved.max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <div
        data-state={resolved.state}
        className={cn(
          'h-full rounded-full bg-brand-600 transition-[width] duration-500',
          resolved.state === 'indeterminate' && 'w-1/3 animate-pulse',
          indicatorClassName,
        )}
        style={resolved.state === 'indeterminate' ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
