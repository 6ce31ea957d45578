import { useId } from 'react';
import { Trans, useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { downloads } from '../../../config/releases';
import { paths } from '../../../config/paths';
import { CodeBlock } from '../../../components/ui/code-block';
import { Link } from '../../../lib/router/router';
import { FaqAccordion, type FaqItem } from './faq-accordion';

export const downloadFaqId = 'faq';

function fileOf(id: (typeof downloads)[number]['id']): string {
  return downloads.find((item) => item.id === id)?.fileName ?? '';
}

/** Answers to what people ask before downloading; commands use the real file names. */
export function DownloadFaq() {
  const { t } = useTranslation('download');
  const headingId = useId();
  const { cpuGhz, ramGb, storageMb, opengl } = brand.requirements;

  const items: FaqItem[] = [
    {
      id: 'requirements',
      question: t('faq.requirements.question'),
      answer: (
        <p>
          {t('faq.requirements.answer', { ghz: cpuGhz, ram: ramGb, storage: storageMb, opengl })}
        </p>
      ),
    },
    {
      id: 'channels',
      question: t('faq.channels.question'),
      answer: (
        <>
          <p>{t('faq.channels.stable', { version: brand.releases.stable })}</p>
          <p>{t('faq.channels.alpha', { version: brand.releases.alpha })}</p>
        </>
      ),
    },
    {
      id: 'upgrade',
      question: t('faq.upgrade.question'),
      answer: (
        <p>
          <Trans
            t={t}
            i18nKey="faq.upgrade.answer"
            components={{ plans: <Link to={paths.pricing} /> }}
          />
        </p>
      ),
    },
    {
      id: 'linux',
      question: t('faq.linux.question'),
      answer: (
        <>
          <p>{t('faq.linux.deb')}</p>
          <CodeBlock label="apt" code={`sudo apt install ./${fileOf('linux-deb')}`} />
          <CodeBlock label="dpkg" code={`sudo dpkg -i ${fileOf('linux-deb')}`} />
          <p>{t('faq.linux.rpm')}</p>
          <CodeBlock label="dnf" code={`sudo dnf install ./${fileOf('linux-rpm')}`} />
          <CodeBlock label="rpm" code={`sudo rpm -i ${fileOf('linux-rpm')}`} />
          <p>{t('faq.linux.alpha')}</p>
          <CodeBlock
            label="AppImage"
            code={`chmod +x ./${fileOf('linux-alpha')}\n./${fileOf('linux-alpha')}`}
          />
        </>
      ),
    },
    {
      id: 'older',
      question: t('faq.older.question'),
      answer: (
        <p>
          <Trans
            t={t}
            i18nKey="faq.older.answer"
            values={{ email: brand.emails.support }}
            components={{ mail: <a href={`mailto:${brand.emails.support}`} /> }}
          />
        </p>
      ),
    },
  ];

  return (
    <section id={downloadFaqId} className="section" aria-labelledby={headingId}>
      <div className="container faq-section">
        <div className="section-heading">
          <h2 id={headingId}>{t('faq.heading')}</h2>
          <p>{t('faq.intro')}</p>
        </div>
        <FaqAccordion items={items} />
      </div>
    </section>
  );
}
