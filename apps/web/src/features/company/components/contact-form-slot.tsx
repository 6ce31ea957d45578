/**
 * Where the contact form goes. The form (POST /api/contact) arrives with the accounts work;
 * until then this renders nothing, so the page never shows a form that cannot send.
 * Replace the body with the form section; the contact page already places it between the
 * e-mail addresses and the company details.
 */
export function ContactFormSlot() {
  return null;
}
