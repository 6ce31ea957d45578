import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../../i18n/react';
import { testI18n } from '../../../test/test-i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../../config/brand';
import enLegal from '../../../i18n/locales/en/legal.json';
import enPrivacy from '../../../i18n/locales/en/privacy.json';
import trLegal from '../../../i18n/locales/tr/legal.json';
import trPrivacy from '../../../i18n/locales/tr/privacy.json';
import { formatUsd } from '../../../lib/format';
import type { DocumentBlock, SectionCopy } from './document-blocks';
import { brandValues } from './inline-elements';
import { LegalDocument } from './legal-document';
import { PrivacyDocument } from './privacy-document';

// The documents reach each block by a key built from its place in the strings (i18next types no
// key inside an array), so this renders every block of both documents in both languages and finds
// its text on the page: a wrong key would show the key instead.

const strings = {
  en: { legal: enLegal, privacy: enPrivacy },
  tr: { legal: trLegal, privacy: trPrivacy },
};

async function renderIn(language: 'en' | 'tr', page: ReactNode) {
  const i18n = await testI18n(language, strings);
  render(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>);
}

/** What a reader sees of a string: inline tags gone, {{values}} filled in. */
function seen(text: string, values: Record<string, string | number>): string {
  return text
    .replace(/<\/?[A-Za-z]+>/g, '')
    .replace(/\{\{(\w+)(?:, *\w+)?\}\}/g, (_, name: string) => String(values[name]));
}

function texts(block: DocumentBlock): string[] {
  if ('h3' in block) return [block.h3];
  if ('p' in block) return [block.p];
  if ('ul' in block) return block.ul;
  if ('ol' in block) return block.ol;
  return [];
}

afterEach(cleanup);

describe.each(['en', 'tr'] as const)('the legal documents in %s', (language) => {
  it.each([
    ['legal', <LegalDocument key="legal" />],
    ['privacy', <PrivacyDocument key="privacy" />],
  ] as const)('show every block of every %s section', async (namespace, page) => {
    await renderIn(language, page);
    const sections: Record<string, SectionCopy> = strings[language][namespace].sections;
    for (const copy of Object.values(sections)) {
      const section = screen.getByRole('region', { name: copy.title });
      for (const text of copy.blocks.flatMap(texts)) {
        expect(section.textContent).toContain(seen(text, brandValues));
      }
    }
  });

  it('shows every point of the three licence plans', async () => {
    await renderIn(language, <LegalDocument />);
    const values = {
      ...brandValues,
      price: formatUsd(brand.pricing.proMonthlyUsd, language),
      slots: brand.pricing.liteExtensionSlots,
      sources: brand.pricing.liteRealtimeSources,
    };
    const { plans } = strings[language].legal;
    const cards = within(screen.getByRole('list', { name: plans.label }));
    for (const plan of [plans.lite, plans.pro, plans.enterprise]) {
      const card = cards.getByRole('article', { name: plan.name });
      for (const point of plan.points) expect(card.textContent).toContain(seen(point, values));
    }
  });
});
