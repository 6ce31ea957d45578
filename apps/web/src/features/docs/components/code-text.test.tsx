import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeText } from './code-text';

describe('CodeText', () => {
  it('turns backtick spans into code elements and keeps angle brackets as text', () => {
    const { container } = render(
      <p>
        <CodeText text="Send `Authorization: Bearer <token>` with `GET`." />
      </p>,
    );
    const codes = [...container.querySelectorAll('code')].map((node) => node.textContent);
    expect(codes).toEqual(['Authorization: Bearer <token>', 'GET']);
    expect(container.textContent).toBe('Send Authorization: Bearer <token> with GET.');
  });

  it('leaves text without backticks as it is', () => {
    const { container } = render(<CodeText text="Plain text" />);
    expect(container.innerHTML).toBe('Plain text');
  });
});
