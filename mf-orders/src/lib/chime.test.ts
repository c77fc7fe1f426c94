// The chime's lock, with a stand-in for the browser's AudioContext (jsdom has none): suspended until a gesture
// resumes it, and the page told when it runs.

class FakeAudioContext extends EventTarget {
  state: AudioContextState = 'suspended';
  resume = jest.fn(async () => {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  });
}

beforeEach(() => {
  jest.resetModules();
  Object.assign(window, { AudioContext: FakeAudioContext });
});

it('is locked until a gesture resumes the audio, and says so to its subscribers', async () => {
  const chime = await import('./chime');
  const changed = jest.fn();
  chime.subscribeChime(changed);
  expect(chime.chimeUnlocked()).toBe(false);
  chime.unlockChime();
  await Promise.resolve();
  expect(chime.chimeUnlocked()).toBe(true);
  expect(changed).toHaveBeenCalled();
});

it('stays locked when the browser refuses to resume', async () => {
  const chime = await import('./chime');
  Object.assign(window, {
    AudioContext: class extends FakeAudioContext {
      override resume = jest.fn(() => Promise.reject(new Error('not allowed')));
    },
  });
  chime.unlockChime();
  await Promise.resolve();
  expect(chime.chimeUnlocked()).toBe(false);
});
