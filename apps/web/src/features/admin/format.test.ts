import { describe, expect, it } from 'vitest';
import {
  displayValue,
  experienceLabel,
  fieldLabel,
  formatDate,
  formatDateTime,
  platformLabel,
  platformSummary,
  preview,
  submissionMessage,
} from './format.ts';
import { safeNext } from './session.ts';

describe('admin display helpers', () => {
  it('names platforms as the spec does: CXR-M Mobile, CXR-S On-device, anything else Sprite', () => {
    expect(platformLabel('CXR-M (Mobile AR Platform)')).toBe('Mobile');
    expect(platformLabel('CXR-S (On-device AR Platform)')).toBe('On-device');
    expect(platformLabel('YodaOS-Sprite')).toBe('Sprite');
    expect(platformLabel('Lumen SDK Integration')).toBe('Sprite');
    // The first two as chosen; N counts the applicant's list, not the display names.
    expect(platformSummary(['CXR-M x', 'YodaOS-Sprite', 'CXR-S y', 'Lumen SDK Integration'])).toEqual({
      shown: [
        { name: 'CXR-M x', label: 'Mobile' },
        { name: 'YodaOS-Sprite', label: 'Sprite' },
      ],
      more: 2,
    });
    expect(platformSummary(['YodaOS-Sprite', 'Lumen SDK Integration', 'Other'])).toEqual({
      shown: [
        { name: 'YodaOS-Sprite', label: 'Sprite' },
        { name: 'Lumen SDK Integration', label: 'Sprite' },
      ],
      more: 1,
    });
    expect(platformSummary(['CXR-S y'])).toEqual({
      shown: [{ name: 'CXR-S y', label: 'On-device' }],
      more: 0,
    });
  });

  it('shows experience as expert, advanced, intermediate, otherwise beginner', () => {
    expect(experienceLabel('expert')).toBe('Expert');
    expect(experienceLabel('advanced')).toBe('Advanced');
    expect(experienceLabel('intermediate')).toBe('Intermediate');
    expect(experienceLabel('beginner')).toBe('Beginner');
    expect(experienceLabel('guru')).toBe('Beginner');
    expect(experienceLabel(null)).toBe('Beginner');
  });

  it('formats dates in US English', () => {
    expect(formatDate('2025-03-04T12:00:00Z')).toBe('Mar 4, 2025');
    expect(formatDateTime('2025-03-04T12:00:00Z')).toMatch(/^Mar 4, 2025, \d{1,2}:\d{2} (AM|PM)$/);
    expect(formatDateTime(null, 'Never')).toBe('Never');
    expect(formatDate('not a date')).toBe('—');
  });

  it('cuts the message preview at 50 characters', () => {
    expect(preview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(preview('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(preview('a\n  b')).toBe('a b');
    expect(submissionMessage({ message: 'Hi', name: 'A' })).toBe('Hi');
    expect(submissionMessage({ useCase: 'Training' })).toBe('Training');
    expect(submissionMessage(null)).toBe('');
  });

  it('labels and displays form data', () => {
    expect(fieldLabel('companyName')).toBe('Company Name');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(displayValue(['a', 'b'])).toBe('a, b');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue('')).toBe('—');
    expect(displayValue('<script>')).toBe('<script>');
  });

  it('only follows next= to admin pages of this site', () => {
    expect(safeNext('/admin/subscribers?x=1')).toBe('/admin/subscribers?x=1');
    expect(safeNext('https://evil.example/admin')).toBe('/admin/dashboard');
    expect(safeNext('//evil.example/admin')).toBe('/admin/dashboard');
    expect(safeNext('/admin/login')).toBe('/admin/dashboard');
    expect(safeNext(null)).toBe('/admin/dashboard');
  });
});
