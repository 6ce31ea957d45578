import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openScreen } from './fixtures/site';

const status = (page: Page) => page.locator('p[role="status"]');

/** Presses one of the demo's buttons; the status line then says `said`. */
async function press(page: Page, button: string, said: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(status(page)).toHaveText(said);
}

const csv = [
  'time,speed,rpm',
  '0,1.5,800',
  '0.5,2,810',
  '1,2.5,820',
  '1.5,3,830',
  '2,3.5,840',
].join('\n');

test('a visitor plots a CSV file of their own, zooms into it, hides a channel and exports it', async ({
  page,
}) => {
  await openScreen(page, '/demo');
  await expect(page).toHaveTitle('Live demo · Sinyal');
  await page.getByLabel('Choose a CSV or log file').setInputFiles({
    name: 'bench.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(status(page)).toHaveText('bench.csv: 5 samples in 2 channels.');
  await expect(page.getByRole('heading', { level: 2, name: 'bench.csv' })).toBeVisible();
  const channels = page.getByRole('checkbox', { name: /^(speed|rpm)$/ });
  await expect(channels).toHaveCount(2);

  await press(page, 'Zoom in', 'Showing 0.500 to 1.500.');
  await press(page, 'Pan right', 'Showing 0.750 to 1.750.');
  await press(page, 'Reset zoom', 'Showing the whole recording.');

  await page.getByRole('checkbox', { name: 'rpm' }).uncheck();
  await expect(status(page)).toHaveText('rpm hidden.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sinyal-bench-csv-.+\.csv$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toBe('time,speed,rpm\n0,1.5,800\n0.5,2,810\n1,2.5,820\n1.5,3,830\n2,3.5,840\n');
  await expect(status(page)).toContainText('(5 samples)');

  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PNG' }).click();
  expect((await png).suggestedFilename()).toMatch(/\.png$/);
});

test('a log file dropped anywhere on the page is plotted', async ({ page }) => {
  await openScreen(page, '/demo');
  const log =
    '10:00:00 INFO t=0 temp=21.5 hum=40\n10:00:01 INFO t=1 temp=21.7\n10:00:02 WARN restart\n';
  const files = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'sensor.log', { type: 'text/plain' }));
    return transfer;
  }, log);
  // The page's own title, outside the demo's box: a drop there loads the file too.
  const target = page.getByRole('heading', { level: 1, name: 'Live demo' });
  await target.dispatchEvent('dragover', { dataTransfer: files });
  await expect(page.getByText('Drop the file to plot it')).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer: files });
  await expect(status(page)).toHaveText(
    'sensor.log: 2 samples in 2 channels. Lines without a sample, skipped: 1.',
  );
  await expect(page.getByText('Drop the file to plot it')).toBeHidden();
});

test('on arrival the chart already plots a temperature and a pressure, each on its own axis', async ({
  page,
}) => {
  await openScreen(page, '/demo');
  await expect(status(page)).toHaveText(/^Plotting a simulated temperature and air pressure/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Simulated room: temperature and air pressure' }),
  ).toBeVisible();
  await expect(page.getByText(/^[1-9][\d,]* samples · /)).toBeVisible();
  // Each axis is labelled with its channel, so 20 °C and 1013 hPa are both read off the chart.
  await expect(
    page.getByText('Left axis: Temperature (°C) · Right axis: Pressure (hPa)'),
  ).toBeVisible();
  // The preview is not the visitor's recording: the controls are free, and nothing is saved.
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  await expect(page.getByText(/^No saved sessions yet\./)).toBeVisible();
});

test('a file without samples is explained, and nothing is lost', async ({ page }) => {
  await openScreen(page, '/demo');
  await page.getByLabel('Choose a CSV or log file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('name,comment\nfirst,hello\nsecond,world\n'),
  });
  await expect(status(page)).toHaveText(
    'notes.txt holds no samples (lines skipped: 2). See the format under Your file.',
  );
  await expect(page.getByText('Choose a source to start plotting.')).toBeVisible();
});

test('simulated signals record live, pause, zoom, stop, and the saved session replays', async ({
  page,
}) => {
  await openScreen(page, '/demo');
  await page.getByRole('checkbox', { name: 'Chirp' }).check();
  await page.getByLabel('Sample rate').selectOption('100');
  await press(page, 'Start', 'Recording 4 simulated signals at 100 Hz.');
  await expect(page.getByText(/^[1-9][\d,]* samples · /)).toBeVisible();

  await press(page, 'Pause', 'Paused. The recording continues; zoom and pan are free.');
  await press(page, 'Zoom in', /Showing /);
  await press(page, 'Resume', 'Back to live.');

  // The chart answers the keyboard: Space pauses.
  await page.getByRole('group', { name: /^Chart of / }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();

  await press(page, 'Stop', /^Stopped\. [\d,]+ samples recorded and saved\.$/);
  const saved = page.getByRole('list', { name: 'Saved sessions' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Sine, Square, Noise, Chirp · 100 Hz');

  await page.getByLabel('Replay speed').selectOption('10');
  // Every text the status line takes, as a screen reader hears it: a short recording replayed at
  // 10× can be over before a check of the line's current text comes round.
  await status(page).evaluate((line) => {
    const said: string[] = [];
    Object.assign(window, { statusSaid: said });
    new MutationObserver(() => said.push(line.textContent ?? '')).observe(line, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await saved.getByRole('button', { name: /^Replay/ }).click();
  await expect(status(page)).toHaveText('Replay of Sine, Square, Noise, Chirp · 100 Hz finished.', {
    timeout: 15_000,
  });
  expect(
    await page.evaluate(() => (window as unknown as { statusSaid: string[] }).statusSaid),
  ).toContain('Replaying Sine, Square, Noise, Chirp · 100 Hz at 10×.');

  // Saved in the browser: still there after a reload, and it can be deleted.
  await page.reload();
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: /^Delete/ }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('No saved sessions yet.')).toBeVisible();
});

test('the recorded sample session opens with its three channels', async ({ page }) => {
  await openScreen(page, '/demo');
  await press(
    page,
    'Open the sample session',
    'Sample session: motor bench run: 2,000 samples in 3 channels.',
  );
  for (const name of ['speed_rpm', 'current_a', 'temperature_c']) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
});

test('without Web Serial the demo says why and what to do instead', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'serial', { get: () => undefined }),
  );
  await openScreen(page, '/demo');
  const serial = page.getByRole('region', { name: 'Serial port' });
  await expect(serial).toContainText('This browser cannot open serial ports.');
  await expect(serial.getByRole('button', { name: 'Connect' })).toHaveCount(0);
});

test('with Web Serial the demo offers the baud rates', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'serial', {
      get: () => ({ requestPort: () => Promise.reject(new DOMException('none', 'NotFoundError')) }),
    }),
  );
  await openScreen(page, '/demo');
  const serial = page.getByRole('region', { name: 'Serial port' });
  await expect(serial.getByLabel('Baud rate')).toHaveValue('115200');
  await serial.getByRole('button', { name: 'Connect' }).click();
  await expect(status(page)).toHaveText('No port was chosen.');
});

test('the demo reads in Turkish and is linked from the home page', async ({ page }) => {
  await openScreen(page, '/', 'tr');
  await page.getByRole('link', { name: 'Tarayıcınızda deneyin' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canlı demo');
  await press(page, 'Örnek oturumu aç', 'Örnek oturum: motor test tezgâhı: 3 kanalda 2.000 örnek.');
});
