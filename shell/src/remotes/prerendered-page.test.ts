import { releasePrerender, setAsidePrerender } from './prerendered-page';

afterEach(() => {
  document.body.innerHTML = '';
});

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

  it('leaves a page without a prerender alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    setAsidePrerender(root);
    releasePrerender();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
