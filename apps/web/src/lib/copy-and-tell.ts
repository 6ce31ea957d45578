import { copyText } from './clipboard';
import { notify } from './notify';

/** Copies text to the clipboard and says in a toast that it did, or that it could not. */
export function copyAndTell(text: string, said: { copied: string; failed: string }): Promise<void> {
  return copyText(text).then(
    () => notify.success(said.copied),
    () => notify.error(said.failed),
  );
}
