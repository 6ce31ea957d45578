import type { ComponentType } from 'react';
import type { DocsSectionId } from '../docs-sections';
import type { DocBlock } from '../lib/doc-blocks';
import { Authentication } from '../sections/authentication';
import { BestPractices } from '../sections/best-practices';
import { CodeExamples } from '../sections/code-examples';
import { GettingStarted } from '../sections/getting-started';
import { Publishing } from '../sections/publishing';
import { RestApi } from '../sections/rest-api';
import { Troubleshooting } from '../sections/troubleshooting';
import { WebSockets } from '../sections/websockets';
import { BlockPage } from './block-page';

// Pages with a component of their own; every other page is drawn from its strings' blocks.
const pageComponents: Partial<Record<DocsSectionId, ComponentType>> = {
  'getting-started': GettingStarted,
  publishing: Publishing,
  'rest-api': RestApi,
  websockets: WebSockets,
  authentication: Authentication,
  'best-practices': BestPractices,
  'code-examples': CodeExamples,
  troubleshooting: Troubleshooting,
};

export function DocsPageContent({ page, blocks }: { page: DocsSectionId; blocks: DocBlock[] }) {
  const Page = pageComponents[page];
  return Page ? <Page /> : <BlockPage page={page} blocks={blocks} />;
}
