import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster.tsx';
import { dismiss, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast.ts';

afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('Newest wins')).toBeTruthy();
  });

  it('offers F8 to reach the notification region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    let handle: { dismiss: () => void } | undefined;
    act(() => {
      handle = toast({ title: 'Going away' });
    });
    act(() => handle?.dismiss());
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(screen.queryByText('Going away')).toBeNull();
  });
});
