import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Cpu, Gpu, HardDrive, MemoryStick, Monitor } from 'lucide-react';
import { brand } from '../../../config/brand';

/** The minimum hardware and system the desktop application needs, from brand.ts. */
export function SystemRequirements() {
  const { t } = useTranslation('download');
  const headingId = useId();
  const { cpuGhz, ramGb, storageMb, opengl } = brand.requirements;
  const rows = [
    { key: 'cpu', Icon: Cpu, text: t('requirements.cpu', { ghz: cpuGhz }) },
    { key: 'ram', Icon: MemoryStick, text: t('requirements.ram', { ram: ramGb }) },
    { key: 'storage', Icon: HardDrive, text: t('requirements.storage', { storage: storageMb }) },
    { key: 'graphics', Icon: Gpu, text: t('requirements.graphics', { opengl }) },
    { key: 'os', Icon: Monitor, text: t('requirements.os') },
  ];
  return (
    <aside className="card requirements" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('requirements.heading')}</h2>
      <p className="requirements__intro">{t('requirements.intro')}</p>
      <ul className="requirements__list">
        {rows.map(({ key, Icon, text }) => (
          <li key={key}>
            <Icon size={20} aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
