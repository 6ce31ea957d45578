import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { notify } from '../../lib/notify';

/**
 * What a Copy button does around the copying itself: a toast either way, and `copied` true for
 * two seconds after it worked, for the button to say "Copied".
 */
export function useCopyFeedback(copyNow: () => Promise<void>) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await copyNow();
      setCopied(true);
      notify.success(t('code.copied'));
    } catch {
      notify.error(t('code.copyFailed'));
    }
  }

  return { copied, copy: () => void copy() };
}
