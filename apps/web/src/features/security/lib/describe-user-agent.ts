export interface UserAgentSummary {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  // Safari says "Version/17.1 ... Safari/605"; two patterns, because one spanning both would
  // backtrack over the text between them.
  [/\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const systems: [pattern: RegExp, name: string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser and operating system named in a User-Agent header, for the login history; null when unknown. */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  if (!userAgent) return { browser: null, system: null };
  const browser =
    browsers.find(
      ([pattern, name]) =>
        pattern.test(userAgent) && (name !== 'Safari' || /\bVersion\/\d/.test(userAgent)),
    )?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
