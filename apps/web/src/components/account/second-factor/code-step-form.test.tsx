/**
 * The code step of a sign-in says its words in the page's language: English as before for staff,
 * partners and developers, Chinese on the Chinese developer sign-in (a refusal by its code, never a
 * translation of the server's English words).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorMessagesZh } from '@app/contracts/messages-zh';
import { secondFactorMessages } from '@app/contracts/forms/second-factor';
import { LocaleProvider, loadCatalogue } from '../../../i18n/catalogue.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { json, mockFetch, renderWithProviders } from '../../../testing/test-utils.tsx';
import { CodeStepForm } from './code-step-form.tsx';

const endpoint = '/api/developers/login/second-factor';

beforeAll(() => loadCatalogue('zh-CN'));
afterEach(() => vi.unstubAllGlobals());

function renderStep(locale: Locale) {
  vi.stubGlobal(
    'fetch',
    mockFetch({
      [endpoint]: () =>
        json(401, {
          message: 'That code is not valid. Check your authenticator app and try again.',
          code: 'wrong_code',
        }),
    }),
  );
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <CodeStepForm
        endpoint={endpoint}
        challenge="c"
        idPrefix="dev"
        onSignedIn={vi.fn()}
        onRestart={vi.fn()}
      />
    </LocaleProvider>,
  );
}

describe('the code step of a sign-in', () => {
  it('speaks English on an English page, with the server’s own words for a refusal', async () => {
    renderStep('en');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(secondFactorMessages.codeRequired)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Authentication code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not valid. Check your authenticator app and try again.'),
    ).toBeTruthy();
  });

  it('speaks Chinese on a Chinese page, a refusal by its code', async () => {
    renderStep('zh-CN');
    expect(screen.getByRole('form', { name: '两步验证' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('请输入身份验证器应用中的 6 位验证码。')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /验证码/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText(apiErrorMessagesZh.wrong_code)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '使用恢复码' }));
    expect(screen.getByRole('textbox', { name: /恢复码/ })).toBeTruthy();
  });
});
