/** A mailto: link with the subject and body already filled in, encoded for any mail client. */
export function mailtoLink(address: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}?${query.join('&')}`;
}
