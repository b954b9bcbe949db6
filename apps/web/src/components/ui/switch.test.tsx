import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch.tsx';

function Labelled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="analytics">Analytics</label>
      <Switch id="analytics" checked={on} onCheckedChange={setOn} disabled={disabled} />
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label; a click on it or on the label toggles it', () => {
    render(<Labelled />);
    const toggle = screen.getByRole('switch', { name: 'Analytics' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.dataset.state).toBe('checked');
    fireEvent.click(screen.getByText('Analytics'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does not toggle when disabled', () => {
    render(<Labelled disabled />);
    const toggle = screen.getByRole('switch', { name: 'Analytics' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
