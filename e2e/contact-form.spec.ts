import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './fixtures/axe';
import { expectEachVisible, openRegion, openScreen, toast } from './fixtures/site';
import { waitForMail } from './fixtures/outbox';

test('the contact form checks each field on blur and on submit, and clears a message when edited', async ({
  page,
}) => {
  const form = await openRegion(page, '/contact', 'Send us a message');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectEachVisible(
    (message) => form.getByText(message),
    [
      'Name is required',
      'Invalid email format',
      'Subject is required',
      'Message must be at least 10 characters',
    ],
  );
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Name' }).fill('Zeynep');
  await expect(form.getByText('Name is required')).toHaveCount(0);
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('zeynep@');
  await expect(form.getByText('Invalid email format')).toHaveCount(0);
  await email.blur();
  await expect(form.getByText('Invalid email format')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a sent message is confirmed on the page, says what happens next and reaches the sales inbox', async ({
  page,
}) => {
  const subject = `Team licence for 12 seats ${Date.now()}`;
  await openScreen(page, '/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Zeynep Arslan');
  await form.getByRole('textbox', { name: 'Email' }).fill('zeynep@example.test');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('We would like a quote for the Pro plan for our lab.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    toast(page, 'Thank you! Your message was sent. We will answer by email.'),
  ).toBeVisible();
  // The form makes way for a confirmation that stays, and the reader is taken to it.
  await expect(form.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(
    form.getByText(
      'Thank you. The sales team (sales@sinyal.app) will answer you at zeynep@example.test, usually within two business days.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expect(form.getByRole('heading', { name: 'Message sent' })).toHaveCount(0);
  const mail = await waitForMail({ kind: 'contact', to: 'sales@sinyal.app', containing: subject });
  expect(`${mail.subject}\n${mail.text}`).toContain('We would like a quote for the Pro plan');
  expect(mail.replyTo).toBe('zeynep@example.test');
});

test("a rate-limited send shows the server's sentence and keeps what was typed", async ({
  page,
}) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '42' },
      body: JSON.stringify({
        code: 'rate_limited',
        detail: 'Too many attempts. Try again in 42 seconds.',
      }),
    }),
  );
  await openScreen(page, '/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Zeynep Arslan');
  await form.getByRole('textbox', { name: 'Email' }).fill('zeynep@example.test');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Quote');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please send a quote for us.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in 42 seconds.' }),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Quote');
});

test('the contact form speaks Turkish, its confirmation too', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({
        detail: 'Thank you! Your message was sent. We will answer by email.',
      }),
    }),
  );
  await openScreen(page, '/contact', 'tr');
  const form = page.getByRole('region', { name: 'Bize mesaj gönderin' });
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(form.getByText('Ad zorunludur')).toBeVisible();
  await expect(form.getByText('Mesaj en az 10 karakter olmalıdır')).toBeVisible();
  await form.getByRole('textbox', { name: 'Adınız' }).fill('Zeynep Arslan');
  await form.getByRole('textbox', { name: 'E-posta' }).fill('zeynep@example.test');
  await form.getByRole('textbox', { name: 'Konu' }).fill('Teklif');
  await form
    .getByRole('textbox', { name: 'Mesajınız' })
    .fill('Laboratuvarımız için teklif rica ederiz.');
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(form.getByRole('heading', { name: 'Mesajınız gönderildi' })).toBeFocused();
  await expect(form.getByText('zeynep@example.test adresine yanıt verecek')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Başka bir mesaj gönder' })).toBeVisible();
});
