/** Sign-in with an API key, kept for this tab only. */
import { clear, field, h } from '../lib/dom.ts';
import { signIn, takeSignOutReason } from '../lib/session.ts';

export function renderSignIn(main: HTMLElement, done: () => void): void {
  main.className = 'page-sign-in';
  const input = h('input', {
    type: 'password',
    name: 'key',
    autocomplete: 'off',
    required: true,
    spellcheck: 'false',
    placeholder: 'vk_…',
  });
  // A key that stopped working while the tab was open: say why the tab is back here.
  const error = h('p', { class: 'error', role: 'alert' }, takeSignOutReason() ?? '');
  const button = h('button', { type: 'submit' }, 'Sign in');
  const form = h(
    'form',
    {
      class: 'card sign-in',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        button.disabled = true;
        error.textContent = '';
        try {
          await signIn(input.value.trim());
          done();
        } catch (failure) {
          error.textContent = failure instanceof Error ? failure.message : String(failure);
        } finally {
          button.disabled = false;
        }
      },
    },
    h('h1', {}, 'Vigil console'),
    h(
      'p',
      {},
      'Sign in with an API key. It is kept in this tab only and forgotten when the tab closes; you see what its scopes allow.',
    ),
    field('API key', input),
    button,
    error,
  );
  clear(main, form);
  input.focus();
}
