import { useTranslation } from '../../../i18n/react';
import { isKeyUnder } from '../../../i18n/keys';

/** An extension's mode in the reader's words; a mode the site has no name for, as the registry wrote it. */
export function ModeName({ mode }: { mode: string }) {
  const { t, i18n } = useTranslation('extensions');
  return <>{isKeyUnder(i18n, 'extensions', 'modes', mode) ? t(`modes.${mode}`) : mode}</>;
}
