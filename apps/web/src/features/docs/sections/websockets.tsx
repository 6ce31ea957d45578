import { useTranslation } from '../../../i18n/react';
import { agentStreamPath } from '@sinyal/contracts/agent-stream';
import { CodeBlock } from '../../../components/ui/code-block';
import { useSiteOrigin } from '../../../lib/site-origin';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';
import {
  browserClient,
  helloExample,
  nodeClient,
  refusalExample,
  samplesExample,
  streamHandshake,
} from '../stream-samples';

const errorStatuses = ['401', '403', '421', '400', '503'] as const;

/** The desktop app's live stream (docs/architecture.md §18), with clients that are tested. */
export function WebSockets() {
  const { t } = useTranslation('docs');
  const origin = useSiteOrigin();
  return (
    <DocsSection id="websockets">
      <p className="docs-lead">
        <CodeText text={t('websockets.intro')} />
      </p>

      <h3>{t('websockets.handshakeHeading')}</h3>
      <p>
        <CodeText text={t('websockets.handshakeText')} />
      </p>
      <CodeBlock
        label={`HTTP · ${agentStreamPath}`}
        code={streamHandshake(origin)}
        copyable={false}
      />
      <p>
        <CodeText text={t('websockets.handshakeRules')} />
      </p>

      <h3>{t('websockets.messagesHeading')}</h3>
      <p>
        <CodeText text={t('websockets.helloText')} />
      </p>
      <CodeBlock label="JSON · hello" code={helloExample} copyable={false} />
      <p>
        <CodeText text={t('websockets.samplesText')} />
      </p>
      <CodeBlock label="JSON · samples" code={samplesExample} copyable={false} />
      <p>
        <CodeText text={t('websockets.slowText')} />
      </p>

      <h3>{t('websockets.errorsHeading')}</h3>
      <p>
        <CodeText text={t('websockets.errorsText')} />
      </p>
      <ul className="docs-statuses">
        {errorStatuses.map((status) => (
          <li key={status}>
            <code>{status}</code> <CodeText text={t(`websockets.statuses.${status}`)} />
          </li>
        ))}
      </ul>
      <CodeBlock label="HTTP · 401" code={refusalExample} copyable={false} />
      <p>
        <CodeText text={t('websockets.browserNote')} />
      </p>

      <h3>{t('websockets.browserHeading')}</h3>
      <p>
        <CodeText text={t('websockets.browserText')} />
      </p>
      <CodeBlock label="JavaScript" code={browserClient()} />

      <h3>{t('websockets.nodeHeading')}</h3>
      <p>
        <CodeText text={t('websockets.nodeText')} />
      </p>
      <CodeBlock label="stream.mjs" code={nodeClient} />
      <p>
        <CodeText text={t('websockets.referenceText')} />
      </p>
    </DocsSection>
  );
}
