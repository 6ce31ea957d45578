import { useTranslation } from '../../../i18n/react';
import { downloads } from '../../../config/releases';
import { CodeBlock } from '../../../components/ui/code-block';

const linuxFile = downloads.find((item) => item.id === 'linux-deb')?.fileName ?? '';
const windowsFile = downloads.find((item) => item.id === 'win-installer')?.fileName ?? '';

/** How to compute a file's SHA-256 on each system, to compare with the listed one. */
export function VerifyDownload() {
  const { t } = useTranslation('changelog');
  return (
    <section className="release-verify" aria-labelledby="verify-heading">
      <h2 id="verify-heading">{t('verify.heading')}</h2>
      <p>{t('verify.text')}</p>
      <CodeBlock label={t('verify.linux')} code={`sha256sum ${linuxFile}`} />
      <CodeBlock
        label={t('verify.windows')}
        code={`Get-FileHash .\\${windowsFile} -Algorithm SHA256`}
      />
    </section>
  );
}
