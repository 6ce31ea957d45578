"""CSV Recorder: writes every live channel to CSV, TSV or JSON Lines files."""

from .recorder import Recorder

__all__ = ["Recorder"]
__version__ = "1.4.2"
