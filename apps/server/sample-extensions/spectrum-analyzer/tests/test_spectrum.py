import math
import os
import tempfile
import unittest

from spectrum_analyzer.fft import fft, magnitude_db, window
from spectrum_analyzer.main import SpectrumAnalyzerApp


def sine(frequency, rate, size, amplitude=1.0):
    return [amplitude * math.sin(2 * math.pi * frequency * i / rate) for i in range(size)]


class SpectrumTest(unittest.TestCase):
    def test_fft_of_an_impulse_is_flat(self):
        self.assertTrue(all(abs(abs(value) - 1) < 1e-9 for value in fft([1] + [0] * 255)))

    def test_a_sine_peaks_at_its_frequency_with_its_amplitude(self):
        levels = magnitude_db(sine(125, 1000, 1024, amplitude=2.0), 1000, "flat-top")
        frequency, level = max(levels[1:], key=lambda item: item[1])
        self.assertAlmostEqual(frequency, 125, delta=1000 / 1024)
        self.assertAlmostEqual(level, 20 * math.log10(2.0), delta=0.1)

    def test_windows_and_sizes_are_checked(self):
        self.assertEqual(len(window("blackman-harris", 256)), 256)
        with self.assertRaises(ValueError):
            window("rectangular-ish", 256)
        with self.assertRaises(ValueError):
            SpectrumAnalyzerApp(size=1000)

    def test_the_app_averages_frames_and_marks_the_peak(self):
        app = SpectrumAnalyzerApp(sample_rate=1000, size=256, average=2)
        app.start()
        for value in sine(250, 1000, 512):
            app.on_sample("signal", value)
        frequency, _level = app.peak()
        self.assertAlmostEqual(frequency, 250, delta=1000 / 256)
        self.assertEqual(len(app.waterfall), 2)
        path = os.path.join(tempfile.mkdtemp(), "spectrum.csv")
        app.export_csv(path)
        with open(path, encoding="utf-8") as handle:
            self.assertEqual(handle.readline().strip(), "frequency_hz,magnitude_db")


if __name__ == "__main__":
    unittest.main()
