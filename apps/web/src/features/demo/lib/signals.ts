/** The simulated sources of the demo; each draws one channel. */
export const signalKinds = [
  'sine',
  'square',
  'noise',
  'chirp',
  'canStep',
  'temperature',
  'pressure',
] as const;
export type SignalKind = (typeof signalKinds)[number];

/** Sample rates offered, in Hz: from a slow sensor to a fast ADC. */
export const sampleRates = [10, 100, 1000, 10000] as const;
export type SampleRate = (typeof sampleRates)[number];

// Pseudo-random but repeatable: the same session looks the same on every run, which keeps
// screenshots and benchmarks comparable. (mulberry32)
function randomAt(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// The CAN-like signal holds a value between frames, as a decoded CAN signal does: a new
// "frame" every 100 ms with a vehicle-speed-like value that changes in steps.
const canFramePeriod = 0.1;

/**
 * The values each signal keeps to: the waves about -1.2…1.2, the CAN step signal 0…120 (like km/h),
 * a room temperature 15…25 °C and an air pressure near 1013 hPa (chart-axes.ts gives each its axis).
 */
export const signalRanges: Readonly<Record<SignalKind, { low: number; high: number }>> = {
  sine: { low: -1, high: 1 },
  square: { low: -1, high: 1 },
  noise: { low: -1.2, high: 1.2 },
  chirp: { low: -1, high: 1 },
  canStep: { low: 0, high: 120 },
  temperature: { low: 15, high: 25 },
  pressure: { low: 1009, high: 1017 },
};

/** The value of a signal at `time` seconds. `index` is the sample's number, which seeds the noise. */
export function signalValue(kind: SignalKind, time: number, index: number): number {
  switch (kind) {
    case 'sine':
      return Math.sin(2 * Math.PI * 1 * time);
    case 'square':
      return Math.sin(2 * Math.PI * 0.5 * time) >= 0 ? 1 : -1;
    case 'noise':
      return (randomAt(index) + randomAt(index + 7919) - 1) * 1.2;
    case 'chirp': {
      // Sweeps 0.2 Hz → 5 Hz over 10 s, then starts again.
      const phaseTime = time % 10;
      return Math.sin(2 * Math.PI * (0.2 * phaseTime + 0.24 * phaseTime * phaseTime));
    }
    case 'canStep': {
      const frame = Math.floor(time / canFramePeriod);
      const cruise = 60 + 40 * Math.sin(frame / 40);
      return Math.round(cruise + (randomAt(frame) - 0.5) * 6);
    }
    case 'temperature':
      // Slow swings (20 s and 30 s) with a little sensor noise, as a room sensor reads.
      return 20 + 4.5 * Math.sin((2 * Math.PI * time) / 20) + (randomAt(index) - 0.5) * 0.1;
    case 'pressure':
      return (
        1013 + 3 * Math.sin((2 * Math.PI * time) / 30 + 1) + (randomAt(index + 104729) - 0.5) * 0.1
      );
  }
}
