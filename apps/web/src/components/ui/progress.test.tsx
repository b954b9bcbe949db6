import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress, progressState, resolveProgress } from './progress.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Progress', () => {
  it('renders an accessible progress bar with the value out of a default max of 100', () => {
    render(<Progress value={95} aria-label="Power Efficiency" />);
    const bar = screen.getByRole('progressbar', { name: 'Power Efficiency' });
    expect(bar.getAttribute('aria-valuenow')).toBe('95');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('95%');
    expect(bar.getAttribute('data-state')).toBe('loading');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('95%');
  });

  it('derives the state from value and max', () => {
    expect(progressState(null, 100)).toBe('indeterminate');
    expect(progressState(40, 100)).toBe('loading');
    expect(progressState(0, 100)).toBe('loading');
    expect(progressState(100, 100)).toBe('complete');
    render(<Progress value={5} max={5} aria-label="done" />);
    expect(screen.getByRole('progressbar', { name: 'done' }).getAttribute('data-state')).toBe('complete');
  });

  it('is indeterminate without a value (no aria-valuenow)', () => {
    render(<Progress aria-label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.getAttribute('data-state')).toBe('indeterminate');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('scales the value to a custom max', () => {
    render(<Progress value={3} max={4} aria-label="Steps" />);
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar.getAttribute('aria-valuemax')).toBe('4');
    expect(bar.getAttribute('aria-valuetext')).toBe('75%');
  });

  it('logs an error for an invalid max and falls back to 100', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveProgress(50, 0)).toEqual({ value: 50, max: 100, state: 'loading' });
    expect(resolveProgress(50, -5).max).toBe(100);
    expect(resolveProgress(50, Number.NaN).max).toBe(100);
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Invalid prop `max`/);
  });

  it('logs an error for a value outside 0..max and becomes indeterminate', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveProgress(120, undefined)).toEqual({ value: null, max: 100, state: 'indeterminate' });
    expect(resolveProgress(-1, 10).state).toBe('indeterminate');
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Invalid prop `value`/);
  });

  it('logs nothing for valid input', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    resolveProgress(0, 1);
    resolveProgress(null, undefined);
    resolveProgress(100, undefined);
    expect(error).not.toHaveBeenCalled();
  });
});
