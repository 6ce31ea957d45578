import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MarkdownText, parseMarkdown } from './markdown-text';

it('reads headings, lists, code and paragraphs', () => {
  expect(
    parseMarkdown('# Title\n\nSome `code` here\nand more.\n\n- one\n- two\n\n```\nx = 1\n```'),
  ).toEqual([
    { kind: 'heading', level: 3, text: 'Title' },
    { kind: 'paragraph', text: 'Some `code` here and more.' },
    { kind: 'list', ordered: false, items: ['one', 'two'] },
    { kind: 'code', text: 'x = 1' },
  ]);
});

it('reads numbered steps as an ordered list, continued lines included', () => {
  expect(parseMarkdown('1. Enable it\n   and pick a channel.\n2. Choose a size.')).toEqual([
    { kind: 'list', ordered: true, items: ['Enable it and pick a channel.', 'Choose a size.'] },
  ]);
});

it('never turns a README into HTML', () => {
  const { container } = render(
    <MarkdownText source={'<img src=x onerror="alert(1)">\n\n## Safe'} />,
  );
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Safe' })).toBeTruthy();
});
