/**
 * Copies text to the clipboard. The Clipboard API exists only on secure pages (https, localhost);
 * elsewhere the selected text of `fallbackField` is copied the old way.
 */
export async function copyText(
  text: string,
  fallbackField?: HTMLInputElement | null,
): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (fallbackField) {
    fallbackField.select();
    // Deprecated, but the only way left on a plain-http page.
    if (document.execCommand('copy')) return;
  }
  throw new Error('Copying is not available');
}
