"""A radix-2 FFT and the analysis windows, in plain Python so the extension needs no packages."""
import cmath
import math

SIZES = [2**power for power in range(8, 17)]  # 256 to 65,536 points


def window(name, size):
    """The coefficients of an analysis window of the given size."""
    n = size - 1
    if name == "hann":
        return [0.5 - 0.5 * math.cos(2 * math.pi * i / n) for i in range(size)]
    if name == "hamming":
        return [0.54 - 0.46 * math.cos(2 * math.pi * i / n) for i in range(size)]
    if name == "blackman-harris":
        a = (0.35875, 0.48829, 0.14128, 0.01168)
        return [
            a[0] - a[1] * math.cos(2 * math.pi * i / n) + a[2] * math.cos(4 * math.pi * i / n) - a[3] * math.cos(6 * math.pi * i / n)
            for i in range(size)
        ]
    if name == "flat-top":
        a = (0.21557895, 0.41663158, 0.277263158, 0.083578947, 0.006947368)
        return [
            a[0]
            - a[1] * math.cos(2 * math.pi * i / n)
            + a[2] * math.cos(4 * math.pi * i / n)
            - a[3] * math.cos(6 * math.pi * i / n)
            + a[4] * math.cos(8 * math.pi * i / n)
            for i in range(size)
        ]
    raise ValueError(f"unknown window {name!r}: hann, hamming, blackman-harris or flat-top")


def fft(values):
    """Iterative radix-2 Cooley-Tukey FFT; the length must be a power of two."""
    size = len(values)
    if size & (size - 1):
        raise ValueError(f"the FFT size must be a power of two, not {size}")
    out = [complex(v) for v in values]
    j = 0
    for i in range(1, size):
        bit = size >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            out[i], out[j] = out[j], out[i]
    length = 2
    while length <= size:
        step = cmath.exp(-2j * math.pi / length)
        for start in range(0, size, length):
            w = 1
            for k in range(length // 2):
                even, odd = out[start + k], out[start + k + length // 2] * w
                out[start + k] = even + odd
                out[start + k + length // 2] = even - odd
                w *= step
        length *= 2
    return out


def magnitude_db(samples, sample_rate, window_name="hann"):
    """(frequency in Hz, magnitude in dB) of each bin up to Nyquist, amplitude-corrected for the window."""
    size = len(samples)
    coefficients = window(window_name, size)
    gain = sum(coefficients) / size
    spectrum = fft([s * c for s, c in zip(samples, coefficients)])
    result = []
    for index in range(size // 2 + 1):
        amplitude = abs(spectrum[index]) / size / gain * (1 if index in (0, size // 2) else 2)
        result.append((index * sample_rate / size, 20 * math.log10(max(amplitude, 1e-12))))
    return result
