"""The extension's entry point: the app loads `app` and calls start, on_sample and stop."""
import csv
import threading
from collections import deque

from .fft import SIZES, magnitude_db


class SpectrumAnalyzerApp:
    def __init__(self, sample_rate=1000.0, size=1024, window_name="hann", average=1):
        self.configure(sample_rate, size, window_name, average)
        self.waterfall = deque(maxlen=200)
        self._lock = threading.Lock()

    def configure(self, sample_rate, size, window_name="hann", average=1):
        if size not in SIZES:
            raise ValueError(f"size must be a power of two from 256 to 65,536, not {size}")
        self.sample_rate = float(sample_rate)
        self.size = size
        self.window_name = window_name
        self.average = max(1, int(average))
        self._samples = deque(maxlen=size)
        self._frames = deque(maxlen=self.average)

    def start(self, emit=None):
        """Called when the extension is enabled."""
        with self._lock:
            self._samples.clear()
            self._frames.clear()

    def on_sample(self, channel, value, unit="", at=None):
        """Called for every sample of the chosen channel; a full frame becomes one spectrum."""
        with self._lock:
            self._samples.append(float(value))
            if len(self._samples) == self.size:
                frame = magnitude_db(list(self._samples), self.sample_rate, self.window_name)
                self._frames.append(frame)
                self.waterfall.append(self.spectrum())
                self._samples.clear()

    def stop(self):
        """Called when the extension is disabled or the app closes."""
        with self._lock:
            self._samples.clear()

    def spectrum(self):
        """The average of the last frames: (frequency, dB) per bin; empty until a frame is full."""
        if not self._frames:
            return []
        count = len(self._frames)
        return [
            (bins[0][0], sum(frame[index][1] for frame in self._frames) / count)
            for index, bins in enumerate(zip(*self._frames))
        ]

    def peak(self):
        """The marker: the strongest bin above 0 Hz as (frequency, dB), or None."""
        bins = self.spectrum()[1:]
        return max(bins, key=lambda item: item[1]) if bins else None

    def export_csv(self, path):
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["frequency_hz", "magnitude_db"])
            for frequency, level in self.spectrum():
                writer.writerow([f"{frequency:.3f}", f"{level:.2f}"])


app = SpectrumAnalyzerApp()
