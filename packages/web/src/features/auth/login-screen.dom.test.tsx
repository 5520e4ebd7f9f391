import { ERRORS, LoginBody, ROUTES } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer, ok, renderApp } from '../../test/render-app';
import { LoginScreen } from './login-screen';

/** The contract's own text for a bad value of one field of the sign-in body. */
const problemOf = (field: 'email' | 'password', value: string) =>
  LoginBody.shape[field].safeParse(value).error?.issues[0]?.message;

const emailField = () => screen.getByRole('textbox', { name: /email/i });
const passwordField = () => screen.getByLabelText(/^password/i);
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('sign-in form', () => {
  it('names both missing fields and sends nothing', async () => {
    const { user, sent } = renderApp(<LoginScreen />, { path: '/login' });
    await user.click(signIn());

    const emailText = problemOf('email', '');
    const passwordText = problemOf('password', '');
    expect(emailText).toBeTruthy();
    expect(passwordText).toBeTruthy();
    expect(screen.getByText(emailText!)).toBeTruthy();
    expect(screen.getByText(passwordText!)).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('refuses an address that is not an email, and sends nothing', async () => {
    const { user, sent } = renderApp(<LoginScreen />, { path: '/login' });
    await user.type(emailField(), 'someone.example.com');
    await user.type(passwordField(), 'secret');
    await user.click(signIn());

    expect(screen.getByText(problemOf('email', 'someone.example.com')!)).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('false');
    expect(sent).toEqual([]);
  });

  it("shows the server's text when it refuses the password", async () => {
    const server = fakeServer({
      [`POST ${ROUTES.auth.login}`]: () => failure(401, ERRORS.invalidCredentials, { code: 'UNAUTHORIZED' }),
    });
    const { user, sent } = renderApp(<LoginScreen />, { path: '/login', server });
    await user.type(emailField(), ' Someone@Example.com ');
    await user.type(passwordField(), 'wrong password');
    await user.click(signIn());

    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.invalidCredentials);
    // The address goes out as the contract reads it, with the site the form belongs to.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'someone@example.com',
      password: 'wrong password',
      websiteTopic: expect.any(String),
    });
  });

  it('leaves the form once the server accepts a second try', async () => {
    let attempts = 0;
    const server = fakeServer({
      [`POST ${ROUTES.auth.login}`]: ({ body }) => {
        attempts += 1;
        if (attempts === 1) return failure(429, ERRORS.tooManyLogins);
        const { email, websiteTopic } = body as LoginBody;
        return ok({ token: 't', user: { id: 1, email, role: 'user', websiteTopic } });
      },
    });
    const { user } = renderApp(<LoginScreen />, { path: '/login', server });
    await user.type(emailField(), 'someone@example.com');
    await user.type(passwordField(), 'right password');
    await user.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.tooManyLogins);

    await user.click(signIn());
    // A plain user goes on to the storefront.
    expect((await screen.findByRole('status', { name: 'Left for' })).textContent).toBe('/');
  });
});
