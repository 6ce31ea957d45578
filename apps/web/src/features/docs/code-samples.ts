// Code shown on the docs page. Code stays in English in every language, like the APIs it calls.

/** The files of an extension folder, in the order the docs list them (the key names the i18n text). */
export const extensionFiles = [
  { name: '__init__.py', key: 'init' },
  { name: 'main.py', key: 'main' },
  { name: 'manifest.json', key: 'manifest' },
  { name: 'requirements.txt', key: 'requirements' },
  { name: 'README.md', key: 'readme' },
] as const;

/** Manifest fields with their type or allowed values (the description comes from i18n). */
export const manifestFields = [
  { name: 'name', type: 'string' },
  { name: 'id', type: 'string' },
  { name: 'version', type: 'string — MAJOR.MINOR.PATCH' },
  { name: 'description', type: 'string' },
  { name: 'mode', type: '"lite" | "pro" | "enterprise"' },
  { name: 'author', type: 'string' },
  { name: 'os', type: 'list of "Windows", "Linux", "macOS"' },
  { name: 'category', type: '"DataSource" | "Visualization" | "Processing"' },
  { name: 'entry_point', type: 'string — "module:app"' },
] as const;

// Written out by hand so the short "os" list stays on one line, as people write it.
export const manifestExample = `{
  "name": "Serial Monitor",
  "id": "serial-monitor",
  "version": "1.2.0",
  "description": "Streams numbers from a serial port into a live chart.",
  "mode": "pro",
  "author": "Ada Yilmaz",
  "os": ["Windows", "Linux", "macOS"],
  "category": "DataSource",
  "entry_point": "main:app"
}`;

export const extensionMain = `"""Serial Monitor: streams numbers read from a serial port as one live channel."""
import threading

import serial  # pyserial, pinned in requirements.txt


class SerialMonitor:
    def __init__(self, port="/dev/ttyUSB0", baudrate=115200):
        self.port = port
        self.baudrate = baudrate
        self._stopping = threading.Event()
        self._worker = None

    def start(self, emit):
        """Called when the extension is enabled; emit(channel, value) plots one sample."""
        self._stopping.clear()
        # Reading blocks, so it runs on its own thread and never stalls the charts.
        self._worker = threading.Thread(target=self._read, args=(emit,), daemon=True)
        self._worker.start()

    def stop(self):
        """Called when the extension is disabled or the app closes."""
        self._stopping.set()
        if self._worker is not None:
            self._worker.join(timeout=2)

    def _read(self, emit):
        delay = 1
        while not self._stopping.is_set():
            try:
                with serial.Serial(self.port, self.baudrate, timeout=1) as link:
                    delay = 1
                    while not self._stopping.is_set():
                        line = link.readline().decode("ascii", errors="ignore").strip()
                        try:
                            emit("serial", float(line))
                        except ValueError:
                            pass  # an empty line or half a number after a reconnect
            except serial.SerialException:
                # Cable pulled or port busy: wait a little longer each time, then reconnect.
                self._stopping.wait(delay)
                delay = min(delay * 2, 30)


app = SerialMonitor()
`;

export const extensionRequirements = 'pyserial==3.5\n';

export const healthResponse = '{"status":"ok","uptime_seconds":42}';

export const statsResponse = '{"extensions":3,"projects":2,"apiCalls":118,"storage":"24MB"}';

export function healthCurl(origin: string): string {
  return `curl ${origin}/api/health`;
}

export function statsCurl(origin: string): string {
  return `export SINYAL_API_TOKEN="paste-your-token-here"

curl -H "Authorization: Bearer $SINYAL_API_TOKEN" \\
  ${origin}/api/user/stats`;
}

export function marketplaceLink(origin: string): string {
  return `${origin}/extensions#conn=<base64 of ip:port>&key=<pairing key>`;
}

export const localBackendCurl = `# port and key from the link the app printed
export SINYAL_PORT=47113 SINYAL_KEY="your-pairing-key"

curl -H "X-Sinyal-Key: $SINYAL_KEY" http://127.0.0.1:$SINYAL_PORT/api/extensions`;

export const dialoutCommand = 'sudo usermod -aG dialout "$USER"';

export const errorExample = `{
  "code": "invalid_input",
  "detail": "Some fields are invalid",
  "fields": { "email": "Invalid email format", "password": "This field is required" },
  "field_codes": { "email": "invalid_email", "password": "required" }
}`;
