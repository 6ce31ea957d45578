import os
import tempfile
import unittest
from datetime import datetime, timedelta, timezone

from csv_recorder.main import CsvRecorderApp
from csv_recorder.recorder import Recorder, read

START = datetime(2025, 8, 12, 9, 59, 59, tzinfo=timezone.utc)


class RecorderTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()

    def test_writes_a_header_and_one_row_per_sample(self):
        recorder = Recorder(self.folder, "csv")
        recorder.record("temperature", 21.5, "°C", at=START)
        recorder.record("pressure", 1013, "hPa", at=START)
        recorder.close()
        self.assertEqual(len(recorder.files), 1)
        with open(recorder.files[0], encoding="utf-8") as handle:
            self.assertEqual(handle.readline().strip(), "timestamp,channel,value,unit")
        self.assertEqual(
            read(recorder.files[0]),
            [
                ("2025-08-12T09:59:59.000Z", "temperature", 21.5, "°C"),
                ("2025-08-12T09:59:59.000Z", "pressure", 1013.0, "hPa"),
            ],
        )

    def test_starts_a_new_file_when_the_hour_changes(self):
        recorder = Recorder(self.folder, "tsv")
        recorder.record("a", 1, at=START)
        recorder.record("a", 2, at=START + timedelta(seconds=2))
        recorder.close()
        self.assertEqual([os.path.basename(p) for p in recorder.files], ["recording-20250812T09.tsv", "recording-20250812T10.tsv"])

    def test_starts_a_new_file_past_the_size_limit(self):
        recorder = Recorder(self.folder, "jsonl", max_bytes=200, hourly=False)
        for index in range(10):
            recorder.record("a", index, at=START)
        recorder.close()
        self.assertGreater(len(recorder.files), 1)
        values = [row[2] for path in recorder.files for row in read(path)]
        self.assertEqual(values, list(range(10)))

    def test_refuses_an_unknown_format(self):
        with self.assertRaises(ValueError):
            Recorder(self.folder, "xlsx")

    def test_replay_emits_at_the_original_pace(self):
        app = CsvRecorderApp(folder=self.folder)
        app.start()
        app.on_sample("a", 1, at=START)
        app.on_sample("a", 2, at=START + timedelta(milliseconds=500))
        app.stop()
        emitted, waits = [], []
        app.replay(os.path.join(self.folder, "recording-20250812T09.csv"), lambda c, v: emitted.append((c, v)), sleep=waits.append)
        self.assertEqual(emitted, [("a", 1.0), ("a", 2.0)])
        self.assertEqual(waits, [0.5])


if __name__ == "__main__":
    unittest.main()
