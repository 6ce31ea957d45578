/**
 * Files dropped anywhere on the page (header, hero, margins, not only the demo's own box) load into
 * the demo. Without this the browser would open a file dropped beside the box, leaving the page.
 * Drag events fire on every element the pointer crosses, so "is a drag over the page" is counted:
 * each dragenter is matched by a dragleave, and the drag is over when the count is back to zero.
 */
export interface PageDropHandlers {
  /** A file was dropped on the page (the first one, when several were). */
  onFile(file: File): void;
  /** A drag carrying files entered the page (true) or left it or ended in a drop (false). */
  onDragging(dragging: boolean): void;
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Listens on `target` (the window) until the returned function is called. */
export function watchPageDrops(target: EventTarget, handlers: PageDropHandlers): () => void {
  let depth = 0;
  const setDepth = (next: number) => {
    const was = depth > 0;
    depth = Math.max(0, next);
    if (was !== depth > 0) handlers.onDragging(depth > 0);
  };
  const onEnter = (event: Event) => {
    if (!carriesFiles(event as DragEvent)) return;
    event.preventDefault();
    setDepth(depth + 1);
  };
  const onOver = (event: Event) => {
    if (!carriesFiles(event as DragEvent)) return;
    // Without preventDefault on dragover the browser refuses the drop (and opens the file instead).
    event.preventDefault();
    // A drag that began before the demo listened was never counted in: it is over the page now.
    if (depth === 0) setDepth(1);
  };
  const onLeave = (event: Event) => {
    if (carriesFiles(event as DragEvent)) setDepth(depth - 1);
  };
  const onDrop = (event: Event) => {
    const drag = event as DragEvent;
    if (!carriesFiles(drag)) return;
    event.preventDefault();
    setDepth(0);
    const file = drag.dataTransfer?.files[0];
    if (file) handlers.onFile(file);
  };
  const listeners = [
    ['dragenter', onEnter],
    ['dragover', onOver],
    ['dragleave', onLeave],
    ['drop', onDrop],
  ] as const;
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
