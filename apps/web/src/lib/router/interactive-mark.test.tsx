import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { PathRouter, Routes } from './router';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-interactive');
});

const isMarked = () => document.documentElement.hasAttribute('data-interactive');

it('marks the page interactive only once the screen itself is on the page', async () => {
  window.history.replaceState(null, '', '/late');
  let arrive: (screen: { default: () => ReactElement }) => void = () => {};
  const Late = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = resolve;
      }),
  );
  render(
    <PathRouter>
      <Routes
        routes={[{ path: '/late', component: Late }]}
        notFound={() => <h1>Not found</h1>}
        pending={<p>Loading</p>}
      />
    </PathRouter>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  expect(isMarked()).toBe(false);

  await act(async () => arrive({ default: () => <h1>Late screen</h1> }));
  expect(screen.getByRole('heading', { name: 'Late screen' })).toBeTruthy();
  expect(isMarked()).toBe(true);
});
