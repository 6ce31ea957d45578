import { useTranslation } from '../../../i18n/react';
import { appSystemsOf } from '../lib/app-systems';

/** An extension's operating systems as a visitor may rely on them: only those the app runs on. */
export function AppSystems({ os }: { os: string }) {
  const { t } = useTranslation('extensions');
  const systems = appSystemsOf(os);
  return <>{systems.length ? systems.join(', ') : t('card.osNone')}</>;
}
