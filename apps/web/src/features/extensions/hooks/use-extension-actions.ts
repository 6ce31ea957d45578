import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router/router';
import type { MarketExtension } from '../lib/filter-extensions';
import type { LocalBackend } from './use-local-backend';

export interface ExtensionActions {
  connected: boolean;
  isBusy(id: string): boolean;
  /** The plan the app's licence lacks for this extension, after it refused to install it. */
  licenceNeeded(id: string): string | null;
  install(extension: MarketExtension): void;
  update(extension: MarketExtension): void;
  uninstall(extension: MarketExtension): void;
  toggle(extension: MarketExtension): void;
  openWebsite(extension: MarketExtension): void;
}

/** What each card button does, in visitor and connected mode (docs/product.md §4, §7, §8). */
export function useExtensionActions(connected: boolean, local: LocalBackend): ExtensionActions {
  const { t } = useTranslation('extensions');
  const navigate = useNavigate();
  const { busy, licenceRefusals, install: installLocally, toggle: toggleLocally } = local;
  const { update: updateLocally, uninstall: uninstallLocally } = local;

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

  const update = useCallback(
    (extension: MarketExtension) => {
      if (connected) updateLocally(extension);
    },
    [connected, updateLocally],
  );

  const uninstall = useCallback(
    (extension: MarketExtension) => {
      if (connected) uninstallLocally(extension);
    },
    [connected, uninstallLocally],
  );

  const isBusy = useCallback((id: string) => busy.has(id), [busy]);
  const licenceNeeded = useCallback(
    (id: string) => licenceRefusals.get(id) ?? null,
    [licenceRefusals],
  );

  return { connected, isBusy, licenceNeeded, install, update, uninstall, toggle, openWebsite };
}
