import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSubmissionDialog } from './form-submission-dialog.tsx';
import { formDataRows } from './form-data-fields.ts';
import { fieldLabel, submissionMessage } from './format.ts';

describe('form submission details', () => {
  it("lists a developer application's data in the form's order with the form's labels", () => {
    // Key order as PostgreSQL's jsonb returns it (shortest key first).
    const stored = {
      email: 'dev@example.com',
      fullName: 'Dev Eloper',
      hasARExperience: true,
      experienceLevel: 'advanced',
      projectDescription: 'A project description long enough.',
    };
    expect(formDataRows('developer-application', stored)).toEqual([
      ['Full name', 'Dev Eloper'],
      ['Email', 'dev@example.com'],
      ['Experience level', 'advanced'],
      ['Project description', 'A project description long enough.'],
      ['Has built AR or VR applications', 'Yes'],
    ]);
  });

  it('puts fields the table does not know last, alphabetically, with labels that keep acronyms whole', () => {
    expect(
      formDataRows('contact-form', { zeta: 1, message: 'Hi', firstName: 'Ann', useARGlasses: false }),
    ).toEqual([
      ['First name', 'Ann'],
      ['Message', 'Hi'],
      ['Use AR Glasses', 'No'],
      ['Zeta', '1'],
    ]);
    expect(fieldLabel('hasARExperience')).toBe('Has AR Experience');
  });

  it("previews a partner application's additional information, never its e-mail or another field", () => {
    const partner = { email: 'pat@acme.example', industry: 'Retail', fullName: 'Pat Partner' };
    expect(submissionMessage(partner)).toBe('');
    expect(submissionMessage({ ...partner, additionalInfo: 'We sell in 12 stores.' })).toBe(
      'We sell in 12 stores.',
    );
  });

  it('the detail dialog shows a partner application in form order with form labels', () => {
    render(
      <FormSubmissionDialog
        submission={{
          id: 3,
          formType: 'partner-application',
          submitterName: 'Pat Partner',
          submitterEmail: 'pat@acme.example',
          formData: {
            email: 'pat@acme.example',
            fullName: 'Pat Partner',
            industry: 'Retail',
            companyName: 'Acme AR',
            offerAfterSaleService: 'Yes',
          },
          notificationSent: true,
          createdAt: '2026-01-02T10:00:00Z',
          signals: [],
        }}
        onClose={() => {}}
      />,
    );
    const formData = screen.getByRole('heading', { name: 'Form data' }).nextElementSibling!;
    const labels = [...formData.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Full name',
      'Business email',
      'Company name',
      'Industry',
      'Offers after-sale service',
    ]);
  });
});
