import { afterEach, describe, expect, it } from 'vitest';
import { watchPageDrops } from './page-drop';

/** A drag event as a browser sends it; jsdom has no DataTransfer, so its fields are given here. */
function drag(type: string, files: File[] = [], kinds = files.length ? ['Files'] : ['text/plain']) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types: kinds, files } });
  return event;
}

const csv = new File(['time,temperature\n0,20\n'], 'bench.csv', { type: 'text/csv' });
let stop: (() => void) | undefined;

function watch() {
  const loaded: File[] = [];
  const dragging: boolean[] = [];
  stop = watchPageDrops(window, {
    onFile: (file) => loaded.push(file),
    onDragging: (value) => dragging.push(value),
  });
  return { loaded, dragging };
}

afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('dropping a file on the demo page', () => {
  it('loads a file dropped on any element of the page, and keeps the browser from opening it', () => {
    const { loaded } = watch();
    const header = document.body.appendChild(document.createElement('header'));
    const over = drag('dragover', [csv]);
    header.dispatchEvent(over);
    const drop = drag('drop', [csv]);
    header.dispatchEvent(drop);
    expect(over.defaultPrevented).toBe(true);
    expect(drop.defaultPrevented).toBe(true);
    expect(loaded.map((file) => file.name)).toEqual(['bench.csv']);
  });

  it('shows the drop hint while a drag crosses elements, and hides it when it leaves the page', () => {
    const { dragging } = watch();
    const hero = document.body.appendChild(document.createElement('section'));
    const title = hero.appendChild(document.createElement('h1'));
    hero.dispatchEvent(drag('dragenter', [csv]));
    title.dispatchEvent(drag('dragenter', [csv]));
    hero.dispatchEvent(drag('dragleave', [csv]));
    expect(dragging).toEqual([true]);
    title.dispatchEvent(drag('dragleave', [csv]));
    expect(dragging).toEqual([true, false]);
  });

  it('shows the hint for a drag already under way when the page began to listen', () => {
    const { dragging } = watch();
    document.body.dispatchEvent(drag('dragover', [csv]));
    document.body.dispatchEvent(drag('dragover', [csv]));
    expect(dragging).toEqual([true]);
  });

  it('hides the hint once the file is dropped', () => {
    const { dragging } = watch();
    document.body.dispatchEvent(drag('dragenter', [csv]));
    document.body.dispatchEvent(drag('drop', [csv]));
    expect(dragging).toEqual([true, false]);
  });

  it('leaves a drag of text alone (a selection moved within the page)', () => {
    const { loaded, dragging } = watch();
    const text = drag('drop');
    document.body.dispatchEvent(drag('dragenter'));
    document.body.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
    expect(loaded).toEqual([]);
    expect(dragging).toEqual([]);
  });

  it('stops listening when the demo leaves the page', () => {
    const { loaded } = watch();
    stop?.();
    document.body.dispatchEvent(drag('drop', [csv]));
    expect(loaded).toEqual([]);
  });
});
