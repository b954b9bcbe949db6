import { validationMessages as m, toasts } from '@app/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeveloperApplicationForm } from './developer-application-form.tsx';
import {
  json,
  mockFetch,
  renderWithProviders,
  resetToasts,
  sentBodies,
  TEST_TOKEN,
} from '../../testing/test-utils.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  renderWithProviders(
    <Router>
      <DeveloperApplicationForm />
    </Router>,
  );

type User = ReturnType<typeof userEvent.setup>;
const group = (name: RegExp) => screen.getByRole('group', { name });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Application' }));

async function fillAllButGroups(user: User) {
  await user.type(screen.getByLabelText(/Full name/), 'Linus Dev');
  await user.type(screen.getByLabelText(/^Email/), 'linus@example.com');
  await user.selectOptions(screen.getByLabelText(/Experience level/), 'advanced');
  await user.selectOptions(screen.getByLabelText(/Years of experience/), '5-10');
  await user.selectOptions(screen.getByLabelText(/Primary use case/), 'Enterprise & Industrial');
  await user.type(screen.getByLabelText(/Project description/), 'A remote-assist app for field technicians.');
  await user.type(screen.getByLabelText(/Why are you interested/), 'We want to ship on glasses this year.');
}

async function fillGroups(user: User) {
  await user.click(within(group(/Programming languages/)).getByLabelText('Kotlin'));
  await user.click(within(group(/Programming languages/)).getByLabelText('C++'));
  await user.click(within(group(/Development areas/)).getByLabelText('Enterprise Solutions'));
  await user.click(within(group(/Platforms/)).getByLabelText('CXR-M (Mobile AR Platform)'));
}

describe('DeveloperApplicationForm', () => {
  it('shows the spec messages for an empty submit, focusing the first field', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await submit(user);
    for (const message of [
      m.developerFullNameMin,
      m.emailInvalidProvide,
      m.experienceLevelRequired,
      m.yearsExperienceRequired,
      m.programmingLanguagesRequired,
      m.developmentAreasRequired,
      m.platformsRequired,
      m.primaryUseCaseRequired,
      m.projectDescriptionMin,
      m.reasonForInterestMin,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Full name/)));
  });

  it('focuses the first checkbox of the first empty group, in page order', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillAllButGroups(user);
    await user.click(within(group(/Programming languages/)).getByLabelText('Swift'));
    await submit(user);
    const areas = group(/Development areas/);
    await waitFor(() => expect(document.activeElement).toBe(within(areas).getAllByRole('checkbox')[0]));
    expect(within(areas).getByText(m.developmentAreasRequired)).toBeTruthy();
    expect(areas.getAttribute('aria-describedby')).toBe(
      within(areas).getByText(m.developmentAreasRequired).id,
    );
    expect(screen.getByText(m.platformsRequired)).toBeTruthy();
    expect(screen.queryByText(m.programmingLanguagesRequired)).toBeNull();
  });

  it('focuses the experience select when it comes first', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillAllButGroups(user);
    await fillGroups(user);
    await user.selectOptions(screen.getByLabelText(/Experience level/), '');
    await submit(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Experience level/)));
  });

  it('clears a group error as soon as an item is ticked', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await submit(user);
    expect(await screen.findByText(m.platformsRequired)).toBeTruthy();
    await user.click(within(group(/Platforms/)).getByLabelText('YodaOS-Sprite'));
    await waitFor(() => expect(screen.queryByText(m.platformsRequired)).toBeNull());
  });

  it('lists the brand platform and starts the three booleans unticked', () => {
    mockFetch();
    renderForm();
    expect(within(group(/Platforms/)).getByLabelText('Lumen SDK Integration')).toBeTruthy();
    for (const label of [/technical support/, /development hardware/, /AR or VR/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).checked).toBe(false);
    }
  });

  it('checks the 20-character minimum of the project description', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText(/Project description/), 'Too short');
    await submit(user);
    expect(await screen.findByText(m.projectDescriptionMin)).toBeTruthy();
  });

  it('sends arrays and booleans, then shows the success screen', async () => {
    const fetchMock = mockFetch({ '/api/submit-developer': () => json(201, { id: 4 }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillAllButGroups(user);
    await fillGroups(user);
    await user.click(screen.getByLabelText(/development hardware/));
    await user.selectOptions(screen.getByLabelText(/Development timeline/), '1-3months');
    await submit(user);
    const heading = await screen.findByRole('heading', { name: toasts.developerSuccess.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(toasts.developerSuccess.description)).toBeTruthy();
    expect(
      within(heading.parentElement as HTMLElement).getByText(
        /review your application within 2 business days/,
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/submit-developer')[0]).toMatchObject({
      fullName: 'Linus Dev',
      email: 'linus@example.com',
      experienceLevel: 'advanced',
      yearsExperience: '5-10',
      programmingLanguages: ['Kotlin', 'C++'],
      developmentAreas: ['Enterprise Solutions'],
      interestedPlatforms: ['CXR-M (Mobile AR Platform)'],
      primaryUseCase: 'Enterprise & Industrial',
      developmentTimeline: '1-3months',
      needsTechnicalSupport: false,
      needsHardwareAccess: true,
      hasARExperience: false,
      _hp: '',
      _t: TEST_TOKEN,
    });
  });

  it('shows the developer failure toast on a rejection', async () => {
    mockFetch({ '/api/submit-developer': () => json(429, { message: 'Too many requests' }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillAllButGroups(user);
    await fillGroups(user);
    await submit(user);
    expect(await screen.findByText(toasts.developerFailure.description)).toBeTruthy();
    expect(screen.getByText(toasts.developerFailure.title)).toBeTruthy();
  });
});
