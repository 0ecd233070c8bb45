import { readLocal, writeLocal } from '~/lib/local-storage';

/** Synthesised cues (Web Audio oscillators): nothing is fetched, and nothing plays before the player's first press. */
export interface StudioSound {
  muted: boolean;
  setMuted: (muted: boolean) => void;
  tick: () => void;
  stop: () => void;
  win: () => void;
  bigWin: () => void;
  lose: () => void;
  click: () => void;
}

export const MUTED_KEY = 'studio:muted';

export function readMuted(): boolean {
  return readLocal(MUTED_KEY) === '1';
}

export function writeMuted(muted: boolean): void {
  writeLocal(MUTED_KEY, muted ? '1' : '0');
}

interface Note {
  frequency: number;
  /** Start offset and length, seconds. */
  at: number;
  length: number;
  type?: OscillatorType;
  gain?: number;
}

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audio ??= new window.AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

function play(notes: readonly Note[]): void {
  const ctx = context();
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const note of notes) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = note.type ?? 'sine';
    oscillator.frequency.value = note.frequency;
    const start = now + note.at;
    const peak = note.gain ?? 0.12;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + note.length + 0.02);
  }
}

const CUES = {
  tick: [{ frequency: 1200, at: 0, length: 0.03, type: 'square', gain: 0.03 }],
  stop: [{ frequency: 180, at: 0, length: 0.09, type: 'triangle', gain: 0.15 }],
  click: [{ frequency: 660, at: 0, length: 0.05, type: 'triangle', gain: 0.06 }],
  lose: [
    { frequency: 330, at: 0, length: 0.12, type: 'triangle' },
    { frequency: 247, at: 0.1, length: 0.2, type: 'triangle' },
  ],
  win: [
    { frequency: 523, at: 0, length: 0.12 },
    { frequency: 659, at: 0.09, length: 0.12 },
    { frequency: 784, at: 0.18, length: 0.25 },
  ],
  bigWin: [
    { frequency: 523, at: 0, length: 0.12 },
    { frequency: 659, at: 0.08, length: 0.12 },
    { frequency: 784, at: 0.16, length: 0.12 },
    { frequency: 1047, at: 0.24, length: 0.4 },
    { frequency: 1319, at: 0.36, length: 0.4, gain: 0.08 },
  ],
} satisfies Record<string, Note[]>;

/** The frame's sound: every cue is silent while muted. */
export function createSound(muted: boolean, setMuted: (muted: boolean) => void): StudioSound {
  const cue = (notes: readonly Note[]) => () => {
    if (!muted) play(notes);
  };
  return {
    muted,
    setMuted,
    tick: cue(CUES.tick),
    stop: cue(CUES.stop),
    click: cue(CUES.click),
    lose: cue(CUES.lose),
    win: cue(CUES.win),
    bigWin: cue(CUES.bigWin),
  };
}
