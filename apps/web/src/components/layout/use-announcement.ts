import { useCallback } from 'react';
import { brand } from '../../config/brand';
import { useBrowserValue } from '../../lib/hydration';
import { readItem, writeItem } from '../../lib/storage';

const storageKey = 'announcement-dismissed';

/**
 * Whether the release announcement still shows. A dismissal is remembered with the version it
 * announced, so the next release is announced again.
 */
export function useAnnouncement(): [visible: boolean, dismiss: () => void] {
  const current = brand.releases.stable;
  // The prerendered page shows it; a reader who dismissed it sees it go once the page is hydrated.
  const [visible, setVisible] = useBrowserValue(
    () => readItem('local', storageKey) !== current,
    true,
  );
  const dismiss = useCallback(() => {
    writeItem('local', storageKey, current);
    setVisible(false);
  }, [current, setVisible]);
  return [visible, dismiss];
}
