"""The extension's entry point: the app loads `app` and calls start, on_sample and stop."""
import os
import threading
import time
from datetime import datetime

from .recorder import Recorder, read


class CsvRecorderApp:
    def __init__(self, folder=None, fmt="csv", max_bytes=10_000_000, hourly=True):
        self.folder = folder or os.path.join(os.path.expanduser("~"), "Sinyal", "recordings")
        self.format = fmt
        self.max_bytes = max_bytes
        self.hourly = hourly
        self._recorder = None
        self._lock = threading.Lock()

    def start(self, emit=None):
        """Called when the extension is enabled."""
        with self._lock:
            self._recorder = Recorder(self.folder, self.format, self.max_bytes, self.hourly)

    def on_sample(self, channel, value, unit="", at=None):
        """Called for every sample of every live channel, from the app's data thread."""
        with self._lock:
            if self._recorder is not None:
                self._recorder.record(channel, value, unit, at)

    def stop(self):
        """Called when the extension is disabled or the app closes: the last file is closed whole."""
        with self._lock:
            if self._recorder is not None:
                self._recorder.close()
                self._recorder = None

    def replay(self, path, emit, speed=1.0, sleep=time.sleep):
        """Emits a recording's samples again at their original pace (speed 2.0 is twice as fast)."""
        previous = None
        for stamp, channel, value, _unit in read(path):
            moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
            if previous is not None:
                sleep(max(0.0, (moment - previous).total_seconds() / speed))
            previous = moment
            emit(channel, value)


app = CsvRecorderApp()
