import { useCallback, useState } from 'react';
import { brand } from '../../config/brand';
import { readItem, writeItem } from '../../lib/storage';

const storageKey = 'announcement-dismissed';

/**
 * Whether the release announcement still shows. A dismissal is remembered with the version it
 * announced, so the next release is announced again.
 */
export function useAnnouncement(): [visible: boolean, dismiss: () => void] {
  const current = brand.releases.stable;
  const [visible, setVisible] = useState(() => readItem('local', storageKey) !== current);
  const dismiss = useCallback(() => {
    writeItem('local', storageKey, current);
    setVisible(false);
  }, [current]);
  return [visible, dismiss];
}
