import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { copyAndTell } from '../../../lib/copy-and-tell';
import { saveTextFile } from '../../../lib/save-file';
import { IconButton } from '../../../components/ui/icon-button';

interface RecoveryCodesProps {
  codes: string[];
  username: string;
  onDone: () => void;
}

/** The ten recovery codes, shown this once: copy them, or download them as a text file. */
export function RecoveryCodes({ codes, username, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('dashboard');
  const heading = useRef<HTMLHeadingElement>(null);

  // The codes replace the setup form: the reader lands on them.
  useEffect(() => heading.current?.focus(), []);

  const fileText = [
    t('twoFactor.codes.fileTitle', { username }),
    t('twoFactor.codes.fileNote'),
    '',
    ...codes,
    '',
  ].join('\n');

  const copy = () =>
    copyAndTell(codes.join('\n'), {
      copied: t('twoFactor.codes.copied'),
      failed: t('messages.copyFailed'),
    });

  return (
    <div className="security-codes">
      <h3 ref={heading} tabIndex={-1} className="dashboard-subtitle">
        {t('twoFactor.codes.heading')}
      </h3>
      <p className="dashboard-token__warning" role="status">
        <TriangleAlert size={18} aria-hidden="true" />
        <span>{t('twoFactor.codes.text')}</span>
      </p>
      <ol className="security-codes__list" aria-label={t('twoFactor.codes.heading')}>
        {codes.map((code) => (
          <li key={code} className="security-mono">
            {code}
          </li>
        ))}
      </ol>
      <div className="button-row">
        <IconButton variant="ghost" icon={Copy} label={t('twoFactor.codes.copy')} onClick={copy} />
        <IconButton
          variant="ghost"
          icon={Download}
          label={t('twoFactor.codes.download')}
          onClick={() =>
            saveTextFile(`sinyal-recovery-codes-${username}.txt`, fileText, 'text/plain')
          }
        />
        <IconButton
          variant="primary"
          icon={Check}
          label={t('twoFactor.codes.done')}
          onClick={onDone}
        />
      </div>
    </div>
  );
}
