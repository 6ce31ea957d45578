import { describe, expect, it } from 'vitest';
import { mailtoLink } from './mailto-link';

describe('mailtoLink', () => {
  it('encodes the subject and body so spaces, line breaks and Turkish letters survive', () => {
    expect(mailtoLink('careers@example.com', 'Yetenek havuzu: başvuru', 'Merhaba,\nBen')).toBe(
      'mailto:careers@example.com?subject=Yetenek%20havuzu%3A%20ba%C5%9Fvuru&body=Merhaba%2C%0ABen',
    );
  });

  it('leaves the body out when there is none', () => {
    expect(mailtoLink('a@example.com', 'Hi')).toBe('mailto:a@example.com?subject=Hi');
  });
});
