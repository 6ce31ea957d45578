"""Spectrum Analyzer: a live frequency spectrum and waterfall of any numeric channel."""

from .fft import magnitude_db, window

__all__ = ["magnitude_db", "window"]
__version__ = "2.1.0"
