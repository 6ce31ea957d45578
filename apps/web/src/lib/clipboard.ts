/**
 * Puts text on the clipboard. Where the Clipboard API is missing (a plain-http address other than
 * localhost) it falls back to the older copy command on a hidden text field.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  // Deprecated, but the only way left on a plain-http page.
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('Copying is not available');
}
