import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router/router';
import type { MarketExtension } from '../lib/filter-extensions';
import type { LocalBackend } from './use-local-backend';

export interface ExtensionActions {
  connected: boolean;
  isBusy(id: string): boolean;
  install(extension: MarketExtension): void;
  toggle(extension: MarketExtension): void;
  buy(extension: MarketExtension): void;
  openWebsite(extension: MarketExtension): void;
}

/** What each card button does, in visitor and connected mode (spec §4, §7, §8). */
export function useExtensionActions(connected: boolean, local: LocalBackend): ExtensionActions {
  const { t } = useTranslation('extensions');
  const navigate = useNavigate();
  const { busy, install: installLocally, toggle: toggleLocally } = local;

  const install = useCallback(
    (extension: MarketExtension) => {
      if (connected) {
        void installLocally(extension);
        return;
      }
      // Visitor mode: installing needs the desktop app, so the download page comes first.
      notify.info(t('toast.redirectDownload', { name: extension.name }));
      navigate(paths.download);
    },
    [connected, installLocally, navigate, t],
  );

  const toggle = useCallback(
    (extension: MarketExtension) => {
      if (connected) void toggleLocally(extension);
    },
    [connected, toggleLocally],
  );

  const buy = useCallback(
    (extension: MarketExtension) => {
      notify.info(t('toast.redirectPurchase', { name: extension.name }));
    },
    [t],
  );

  const openWebsite = useCallback(
    (extension: MarketExtension) => {
      const url = extension.git_path.trim();
      if (!/^https?:\/\//i.test(url)) {
        notify.error(t('toast.noWebsite'));
        return;
      }
      notify.info(t('toast.openingWebsite'));
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [t],
  );

  const isBusy = useCallback((id: string) => busy.has(id), [busy]);

  return { connected, isBusy, install, toggle, buy, openWebsite };
}
