import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { downloads, type Release } from '../../../config/releases';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatCalendarDate } from '../../../lib/format';
import { releaseFiles } from '../lib/release-files';

/** One version: when it came out, what changed, and its files with their checksums. */
export function ReleaseEntry({ release }: { release: Release }) {
  const { t, i18n } = useTranslation('changelog');
  const headingId = useId();
  const notes: Record<string, string> = t(`releases.${release.id}.notes`, { returnObjects: true });
  const files = releaseFiles(release, downloads);
  return (
    <article
      className={`card release release--${release.channel}`}
      aria-labelledby={headingId}
      id={`v${release.version}`}
    >
      <header className="release__header">
        <h2 id={headingId}>
          {t('release.heading', { product: brand.productName, version: release.version })}
        </h2>
        <span className={`badge release__channel release__channel--${release.channel}`}>
          {t(`release.${release.channel}`)}
        </span>
        <p className="release__date">
          {t('release.published', { date: formatCalendarDate(release.date, i18n.language) })}
        </p>
      </header>
      <p className="release__summary">{t(`releases.${release.id}.summary`)}</p>
      <h3>{t('release.notes')}</h3>
      <ul className="check-list release__notes">
        {Object.entries(notes).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
      <h3>{t('release.files', { version: release.version })}</h3>
      <ul className="release__files">
        {files.map((file) => (
          <li key={file.id} className="release__file">
            <div className="release__file-top">
              <a href={file.url} className="release__file-name">
                <code>{file.fileName}</code>
                <span className="visually-hidden">
                  {' '}
                  ({t('release.download', { file: file.fileName })})
                </span>
              </a>
              <span className="release__file-meta">
                {t(`platforms.${file.platform}`)} · {file.arch} ·{' '}
                {t('release.sizeValue', { size: file.sizeMb })}
              </span>
            </div>
            <div className="release__hash">
              <span className="release__hash-label">{t('release.sha256')}</span>
              <code className="sha256">{file.sha256}</code>
              <CopyButton
                text={file.sha256}
                label={t('release.sha256Of', { file: file.fileName })}
              />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
