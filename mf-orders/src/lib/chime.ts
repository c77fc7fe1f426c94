// The new-order chime: two rising notes made with the Web Audio API (no sound file to download or license). A
// browser lets a page play sound only after the person has tapped it or pressed a key, so the context is created
// (or resumed) on such a gesture, and whether it runs yet is watched, for the page to say when the sound is still
// locked.

let context: AudioContext | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = typeof window === 'undefined' ? undefined : (window.AudioContext ?? undefined);
  if (!Context) return null;
  context = new Context();
  context.addEventListener('statechange', notify);
  return context;
}

/** Creates (or resumes) the audio context inside a user gesture, so later chimes may play. */
export function unlockChime(): void {
  const audio = audioContext();
  if (audio && audio.state === 'suspended') void audio.resume().then(notify, () => undefined);
  notify();
}

/** Whether a chime can sound now: the page has had its gesture and the audio runs. */
export function chimeUnlocked(): boolean {
  return context?.state === 'running';
}

/** Calls `listener` when the audio's state may have changed (for `useSyncExternalStore`). */
export function subscribeChime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Two notes, loud enough for a busy kitchen, short enough not to annoy. */
export function playChime(): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.02;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1318.5],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.5, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.45);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.5);
  }
}
