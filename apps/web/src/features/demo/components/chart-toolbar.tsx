import {
  Download,
  Image,
  MoveLeft,
  MoveRight,
  Pause,
  Play,
  RotateCcw,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoController, DemoSnapshot } from '../lib/demo-controller';

function ToolButton({
  icon: Icon,
  label,
  onClick,
  disabled,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="icon-button demo-tool"
      onClick={onClick}
      disabled={disabled}
      title={label}
    >
      <Icon aria-hidden="true" size={16} />
      <span>{label}</span>
    </button>
  );
}

export function ChartToolbar({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t } = useTranslation('demo');
  const live = state.mode === 'live' || state.mode === 'replay';
  const hasData = state.rows > 0;
  return (
    <div className="demo-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <ToolButton
        icon={state.paused ? Play : Pause}
        label={state.paused ? t('toolbar.resume') : t('toolbar.pause')}
        onClick={() => controller.togglePause()}
        disabled={!live}
      />
      <ToolButton
        icon={ZoomIn}
        label={t('toolbar.zoomIn')}
        onClick={() => controller.zoom(0.5)}
        disabled={!hasData}
      />
      <ToolButton
        icon={ZoomOut}
        label={t('toolbar.zoomOut')}
        onClick={() => controller.zoom(2)}
        disabled={!hasData}
      />
      <ToolButton
        icon={MoveLeft}
        label={t('toolbar.panLeft')}
        onClick={() => controller.pan(-0.25)}
        disabled={!hasData}
      />
      <ToolButton
        icon={MoveRight}
        label={t('toolbar.panRight')}
        onClick={() => controller.pan(0.25)}
        disabled={!hasData}
      />
      <ToolButton
        icon={RotateCcw}
        label={live ? t('toolbar.live') : t('toolbar.reset')}
        onClick={() => controller.resetZoom()}
        disabled={!hasData || (live && !state.paused)}
      />
      <ToolButton
        icon={Download}
        label={t('toolbar.exportCsv')}
        onClick={() => controller.exportCsv()}
        disabled={!hasData}
      />
      <ToolButton
        icon={Image}
        label={t('toolbar.exportPng')}
        onClick={() => controller.exportPng()}
        disabled={!hasData}
      />
    </div>
  );
}
