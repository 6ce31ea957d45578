import { useId, type ComponentType } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Download, FlaskConical, FolderArchive, HardDriveDownload, Package } from 'lucide-react';
import type { DownloadItem } from '../../../config/releases';
import { CopyButton } from '../../../components/ui/copy-button';

const icons: Record<
  DownloadItem['id'],
  ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>
> = {
  'win-installer': HardDriveDownload,
  'win-portable': FolderArchive,
  'win-alpha': FlaskConical,
  'linux-deb': Package,
  'linux-rpm': Package,
  'linux-alpha': FlaskConical,
};

/** One build to download: what it is, its version, size, architecture and file. */
export function DownloadCard({ item }: { item: DownloadItem }) {
  const { t } = useTranslation('download');
  const nameId = useId();
  const Icon = icons[item.id];
  const name = t(`cards.${item.id}.name`);
  return (
    <article
      className={`card download-card download-card--${item.channel}`}
      aria-labelledby={nameId}
    >
      <div className="download-card__top">
        <span className="card__icon">
          <Icon size={22} aria-hidden="true" />
        </span>
        <span className={`badge download-card__channel download-card__channel--${item.channel}`}>
          {t(`card.${item.channel}`)}
        </span>
      </div>
      <h3 id={nameId}>{name}</h3>
      <p className="download-card__text">{t(`cards.${item.id}.text`)}</p>
      <dl className="download-card__facts">
        <div>
          <dt>{t('card.version')}</dt>
          <dd>{item.version}</dd>
        </div>
        <div>
          <dt>{t('card.size')}</dt>
          <dd>{t('card.sizeValue', { size: item.sizeMb })}</dd>
        </div>
        <div>
          <dt>{t('card.arch')}</dt>
          <dd>{item.arch}</dd>
        </div>
        <div className="download-card__file">
          <dt>{t('card.file')}</dt>
          <dd>
            <code>{item.fileName}</code>
          </dd>
        </div>
        <div className="download-card__file">
          <dt>{t('card.sha256')}</dt>
          <dd className="download-card__hash">
            <code className="sha256">{item.sha256}</code>
            <CopyButton text={item.sha256} label={t('card.sha256Of', { file: item.fileName })} />
          </dd>
        </div>
      </dl>
      <a
        href={item.url}
        className={`button button--block download-card__link ${item.channel === 'stable' ? 'button--primary' : 'button--ghost'}`}
      >
        <Download size={18} aria-hidden="true" />
        {t('card.download')}
        <span className="visually-hidden">
          {' '}
          {name} {item.version}
        </span>
      </a>
    </article>
  );
}
