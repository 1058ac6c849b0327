import { fireEvent, waitFor } from '@testing-library/preact';
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeIntersectionObserver, hydrateServerHtml, showOnScreen } from '@/test/server-rendered';

import { deferredPart, loadDeferredParts } from './deferred-part.tsx';

/** A form whose code the page loads late: it counts its submits and keeps its own state. */
function SignUp({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <form onSubmit={submit} aria-label="Sign up">
      <input name="name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <input name="terms" type="checkbox" />
      <button type="submit">Send</button>
    </form>
  );
}

/**
 * The page as a server-rendered load sees it: the server renders the part with its code loaded;
 * the browser (a part whose code is not loaded yet) hydrates the server's HTML, with the server
 * state block that marks a hydration on the page.
 */
async function serverRenderedPage() {
  const onSubmit = vi.fn();
  const ServerPart = deferredPart(() => Promise.resolve(SignUp));
  await loadDeferredParts();
  const html = renderToString(<ServerPart onSubmit={onSubmit} />);

  const load = vi.fn(() => Promise.resolve(SignUp));
  const BrowserPart = deferredPart(load);
  const container = hydrateServerHtml(html, <BrowserPart onSubmit={onSubmit} />);
  const form = container.querySelector('form')!;
  return { container, form, load, onSubmit, html };
}

describe('deferredPart', () => {
  beforeEach(() => {
    fakeIntersectionObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('the server renders the part itself; the browser keeps that HTML until it is on screen', async () => {
    const { container, form, load, html } = await serverRenderedPage();
    expect(html).toContain('<form');
    expect(html).toContain('name="name"');
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
    // The same form element, not a fallback or a re-render.
    expect(container.querySelector('form')).toBe(form);

    await showOnScreen();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.querySelector('form')).toBe(form);
  });

  it('a focus loads it at once; what was typed before the code came is kept', async () => {
    const { container, load, onSubmit } = await serverRenderedPage();
    const name = container.querySelector<HTMLInputElement>('input[name=name]')!;
    const terms = container.querySelector<HTMLInputElement>('input[name=terms]')!;
    name.value = 'Asha';
    terms.checked = true;
    fireEvent.focusIn(name);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(name.value).toBe('Asha'));
    expect(terms.checked).toBe(true);
    // The component heard the edit: its own state has the name.
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Asha'));
  });

  it('a submit before the code came is held, then made once it is in', async () => {
    const { container, form, load, onSubmit } = await serverRenderedPage();
    const name = container.querySelector<HTMLInputElement>('input[name=name]')!;
    name.value = 'Ravi';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    // The browser does not send the form itself (its fields would go in the page's URL).
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(load).toHaveBeenCalled());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('Ravi');
  });
});
