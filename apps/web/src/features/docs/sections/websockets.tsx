import { useTranslation } from 'react-i18next';
import { DocsSection } from '../components/docs-section';

export function WebSockets() {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id="websockets">
      <p>{t('websockets.text')}</p>
    </DocsSection>
  );
}
