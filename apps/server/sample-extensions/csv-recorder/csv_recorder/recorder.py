"""The recorder: one row per sample, a new file by size or by hour."""
import csv
import io
import json
import os
from datetime import datetime, timezone

FORMATS = {"csv": ",", "tsv": "\t", "jsonl": None}
HEADER = ["timestamp", "channel", "value", "unit"]


def iso(moment):
    """ISO 8601 in UTC with milliseconds, the form every spreadsheet and pandas reads."""
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Recorder:
    def __init__(self, folder, fmt="csv", max_bytes=10_000_000, hourly=True, clock=None):
        if fmt not in FORMATS:
            raise ValueError(f"format must be one of {', '.join(FORMATS)}, not {fmt!r}")
        self.folder = folder
        self.format = fmt
        self.max_bytes = max_bytes
        self.hourly = hourly
        self._clock = clock or (lambda: datetime.now(timezone.utc))
        self._file = None
        self._path = None
        self._hour = None
        self._written = 0
        self.files = []

    def record(self, channel, value, unit="", at=None):
        """Writes one sample; opens a new file first when the size or the hour says so."""
        moment = at or self._clock()
        hour = moment.astimezone(timezone.utc).strftime("%Y%m%dT%H")
        if self._file is None or self._written >= self.max_bytes or (self.hourly and hour != self._hour):
            self._open(hour)
        line = self._line(iso(moment), channel, value, unit)
        self._file.write(line)
        self._written += len(line.encode("utf-8"))

    def close(self):
        if self._file is not None:
            self._file.close()
            self._file = None

    def _line(self, stamp, channel, value, unit):
        if self.format == "jsonl":
            return json.dumps({"timestamp": stamp, "channel": channel, "value": value, "unit": unit}) + "\n"
        out = io.StringIO()
        csv.writer(out, delimiter=FORMATS[self.format], lineterminator="\n").writerow([stamp, channel, value, unit])
        return out.getvalue()

    def _open(self, hour):
        self.close()
        os.makedirs(self.folder, exist_ok=True)
        part = sum(1 for path in self.files if os.path.basename(path).startswith(f"recording-{hour}"))
        suffix = f"-{part + 1}" if part else ""
        self._path = os.path.join(self.folder, f"recording-{hour}{suffix}.{self.format}")
        self._file = open(self._path, "w", encoding="utf-8", newline="")
        self._hour = hour
        self._written = 0
        self.files.append(self._path)
        if self.format != "jsonl":
            header = self._line(*HEADER)
            self._file.write(header)
            self._written += len(header.encode("utf-8"))


def read(path):
    """The samples of a recording: (timestamp, channel, value, unit), values as numbers when they are."""
    fmt = os.path.splitext(path)[1].lstrip(".")
    with open(path, encoding="utf-8", newline="") as handle:
        if fmt == "jsonl":
            rows = [json.loads(line) for line in handle if line.strip()]
            return [(r["timestamp"], r["channel"], r["value"], r["unit"]) for r in rows]
        reader = csv.reader(handle, delimiter=FORMATS[fmt])
        next(reader, None)
        return [(stamp, channel, _number(value), unit) for stamp, channel, value, unit in reader]


def _number(text):
    try:
        return float(text)
    except ValueError:
        return text
