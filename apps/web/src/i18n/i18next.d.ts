import type about from './locales/en/about.json';
import type admin from './locales/en/admin.json';
import type activate from './locales/en/activate.json';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type careers from './locales/en/careers.json';
import type changelog from './locales/en/changelog.json';
import type common from './locales/en/common.json';
import type contact from './locales/en/contact.json';
import type dashboard from './locales/en/dashboard.json';
import type demo from './locales/en/demo.json';
import type docsGuide from './locales/en/docs-guide.json';
import type docsPlugin from './locales/en/docs-plugin.json';
import type docsPublishing from './locales/en/docs-publishing.json';
import type docs from './locales/en/docs.json';
import type download from './locales/en/download.json';
import type extensions from './locales/en/extensions.json';
import type external from './locales/en/external.json';
import type forms from './locales/en/forms.json';
import type home from './locales/en/home.json';
import type legal from './locales/en/legal.json';
import type messages from './locales/en/messages';
import type orgSso from './locales/en/org-sso.json';
import type orgs from './locales/en/orgs.json';
import type pricing from './locales/en/pricing.json';
import type privacy from './locales/en/privacy.json';
import type signIn from './locales/en/sign-in.json';

// English is the source of every key: a key missing here is a compile error at its call site,
// and locales.test.ts holds Turkish to the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // A fallback text does not excuse a wrong key: t(key, { defaultValue }) is checked too.
    strictKeyChecks: true;
    resources: {
      about: typeof about;
      admin: typeof admin;
      activate: typeof activate;
      account: typeof account;
      auth: typeof auth;
      careers: typeof careers;
      changelog: typeof changelog;
      common: typeof common;
      contact: typeof contact;
      dashboard: typeof dashboard;
      demo: typeof demo;
      'docs-guide': typeof docsGuide;
      'docs-plugin': typeof docsPlugin;
      'docs-publishing': typeof docsPublishing;
      docs: typeof docs;
      download: typeof download;
      extensions: typeof extensions;
      external: typeof external;
      forms: typeof forms;
      home: typeof home;
      legal: typeof legal;
      messages: typeof messages;
      'org-sso': typeof orgSso;
      orgs: typeof orgs;
      pricing: typeof pricing;
      privacy: typeof privacy;
      'sign-in': typeof signIn;
    };
  }
}
