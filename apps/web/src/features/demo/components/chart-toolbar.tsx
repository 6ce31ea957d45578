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
import { useTranslation } from '../../../i18n/react';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';

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

/** A button that acts on the data on screen, so there must be some: its words in demo.json's toolbar. */
interface DataAction {
  key: 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight' | 'exportCsv' | 'exportPng';
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  act: (controller: DemoController) => void;
}

// In toolbar order: the moves of the view before Reset, the exports after it.
const viewMoves: readonly DataAction[] = [
  { key: 'zoomIn', icon: ZoomIn, act: (controller) => controller.zoom(0.5) },
  { key: 'zoomOut', icon: ZoomOut, act: (controller) => controller.zoom(2) },
  { key: 'panLeft', icon: MoveLeft, act: (controller) => controller.pan(-0.25) },
  { key: 'panRight', icon: MoveRight, act: (controller) => controller.pan(0.25) },
];
const exportActions: readonly DataAction[] = [
  { key: 'exportCsv', icon: Download, act: (controller) => controller.exportCsv() },
  { key: 'exportPng', icon: Image, act: (controller) => controller.exportPng() },
];

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
  const dataButton = ({ key, icon, act }: DataAction) => (
    <ToolButton
      key={key}
      icon={icon}
      label={t(`toolbar.${key}`)}
      onClick={() => act(controller)}
      disabled={!hasData}
    />
  );
  return (
    <div className="demo-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <ToolButton
        icon={state.paused ? Play : Pause}
        label={state.paused ? t('toolbar.resume') : t('toolbar.pause')}
        onClick={() => controller.togglePause()}
        disabled={!live}
      />
      {viewMoves.map(dataButton)}
      <ToolButton
        icon={RotateCcw}
        label={live ? t('toolbar.live') : t('toolbar.reset')}
        onClick={() => controller.resetZoom()}
        disabled={!hasData || (live && !state.paused)}
      />
      {exportActions.map(dataButton)}
    </div>
  );
}
