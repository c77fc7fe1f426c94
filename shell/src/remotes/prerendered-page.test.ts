import { releasePrerender, setAsidePrerender } from './prerendered-page';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * The moment before the copy is released: the server's `copy` of a page, in #root at first, set aside as the shell
 * does when it starts, and the `live` page rendered into #root.
 */
function takeOver(copy: string, live: string): { root: HTMLElement; copy: HTMLElement } {
  document.body.innerHTML = `<div id="root"><div data-oja-prerender="team_auth">${copy}</div></div>`;
  const root = document.getElementById('root') as HTMLElement;
  setAsidePrerender(root);
  root.innerHTML = live;
  return { root, copy: document.querySelector('[data-oja-prerender]') as HTMLElement };
}

describe('the prerendered page', () => {
  it('is set aside before the container React takes over, laid over the page, and then released', () => {
    document.body.innerHTML =
      '<div id="root"><div data-oja-prerender="team_home"><h1>Smarter delivery</h1></div></div>';
    const root = document.getElementById('root') as HTMLElement;
    setAsidePrerender(root);
    const prerendered = document.querySelector<HTMLElement>('[data-oja-prerender]');
    expect(root.childNodes).toHaveLength(0);
    expect(prerendered?.nextElementSibling).toBe(root);
    expect(prerendered?.style.position).toBe('absolute');
    expect(prerendered?.style.top).toBe('0px');
    releasePrerender();
    expect(document.querySelector('[data-oja-prerender]')).toBeNull();
    expect(document.getElementById('root')).toBe(root);
  });

  it('keeps the focus and caret of a field typed into before the shell started', () => {
    document.body.innerHTML =
      '<div id="root"><div data-oja-prerender="team_auth"><input name="email" value="ada@shop" /></div></div>';
    const field = document.querySelector('input') as HTMLInputElement;
    field.focus();
    field.setSelectionRange(3, 5);
    setAsidePrerender(document.getElementById('root') as HTMLElement);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 5]);
  });

  it('leaves a page without a prerender alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    setAsidePrerender(root);
    releasePrerender();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});

describe('what was typed into the prerendered page', () => {
  function setUp(live: string) {
    const { root, copy } = takeOver(
      `<form><input name="email" type="email" value="" /><input name="password" type="password" value="" />
      <input name="note" value="kept" /><input name="remember" type="checkbox" />
      <button type="submit" disabled>Sign in</button></form>`,
      live,
    );
    const field = (name: string) => copy.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
    return { root, field };
  }

  it('goes to the live fields of the same name, as input events, with the focus and caret', () => {
    const { root, field } = setUp(
      '<form><input name="email" type="email" /><input name="password" type="password" /><input name="note" value="live" /><input name="remember" type="checkbox" /></form>',
    );
    const events: string[] = [];
    root.addEventListener('input', (event) => {
      const target = event.target as HTMLInputElement;
      events.push(`${target.name}=${target.value}`);
    });
    field('email').value = 'ada@shop.ng';
    field('password').value = 'Secret@123';
    field('password').focus();
    field('password').setSelectionRange(3, 3);
    field('remember').checked = true;
    releasePrerender();

    const live = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
    expect(document.querySelector('[data-oja-prerender]')).toBeNull();
    expect(live('email').value).toBe('ada@shop.ng');
    expect(live('password').value).toBe('Secret@123');
    expect(events).toEqual(['email=ada@shop.ng', 'password=Secret@123', 'remember=on']);
    // An untouched field keeps what the live page put there.
    expect(live('note').value).toBe('live');
    expect(live('remember').checked).toBe(true);
    expect(document.activeElement).toBe(live('password'));
    expect(live('password').selectionStart).toBe(3);
  });

  it('is dropped when the live page has no such field (its failure state)', () => {
    const { field } = setUp('<p role="alert">Sign in is not available right now.</p>');
    field('email').value = 'ada@shop.ng';
    field('email').focus();
    releasePrerender();
    expect(document.querySelector('input')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('a submit pressed in the prerendered page', () => {
  it('is not carried over: the live form is never submitted for the visitor', async () => {
    // Even as an older start script left a pressed copy (the form and its button marked).
    const { root } = takeOver(
      `<form data-oja-submitted><input name="email" value="ada@shop.ng" />
      <button type="submit" data-oja-submitter>Sign in</button></form>`,
      '<form><input name="email" /><button type="submit">Sign in</button></form>',
    );
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    root.addEventListener('submit', onSubmit);
    releasePrerender();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
