import uPlot from 'uplot';
import type { ChartRange } from './chart-range';

const palette = ['#00796b', '#d9480f', '#1864ab', '#7048e8', '#2b8a3e', '#c2255c', '#5c6b68'];

/** The colour of a channel's trace, also shown beside its name in the channel list. */
export function channelColor(index: number): string {
  return palette[index % palette.length] as string;
}

/** The uPlot scale of y axis number `axis` (chart-axes.ts numbers them). */
const scaleOf = (axis: number) => (axis === 0 ? 'y' : `y${axis + 1}`);

export interface ChartEvents {
  /** The reader dragged across the chart to select a span (the chart then zooms to it). */
  onSelect(): void;
  /** The x range is one the reader chose (a drag, a zoom, a pan), not a redraw of new data. */
  onRange(range: ChartRange): void;
  /** The pointer moved over the chart. */
  onCursor(): void;
  /** The chart finished drawing. */
  onDraw(): void;
}

const axisStyle = {
  stroke: '#44534f',
  grid: { stroke: '#e6eeec', width: 1 },
  ticks: { stroke: '#d8e2e0', width: 1 },
};

/**
 * The uPlot chart of the demo and the element it lives in: it knows how to draw columns and move
 * the x range, not where the samples come from.
 */
export class ChartView {
  private plot: uPlot | null = null;
  private container: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private rangeByReader = false;
  // uPlot writes tick values in the browser's language; the page's may differ ("1.016" in Turkish).
  private numbers = new Intl.NumberFormat('en');
  private readonly tickValues = (_plot: uPlot, splits: number[]) =>
    splits.map((value) => (value == null ? '' : this.numbers.format(value)));

  constructor(private readonly events: ChartEvents) {}

  mount(container: HTMLElement): void {
    this.container = container;
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
  }

  destroy(): void {
    this.resizeObserver?.disconnect();
    this.clear();
    this.container = null;
  }

  /** The language tick values are written in, from the next drawing on. */
  setLanguage(language: string): void {
    this.numbers = new Intl.NumberFormat(language);
    this.plot?.redraw(false, true);
  }

  /** Whether a chart is drawn (a session is open and the view is mounted). */
  get ready(): boolean {
    return this.plot !== null;
  }

  clear(): void {
    this.plot?.destroy();
    this.plot = null;
  }

  private size(): { width: number; height: number } {
    const width = Math.max(200, Math.floor(this.container?.clientWidth ?? 600));
    return { width, height: width < 600 ? 260 : 380 };
  }

  private resize(): void {
    if (this.plot) this.plot.setSize(this.size());
  }

  /**
   * A new, empty chart with one trace a channel, each against the y axis `axes` numbers (0 on the
   * left, 1 on the right, then further out on alternate sides). An axis is labelled with the names
   * of its channels, and one that holds a single channel writes its values in that channel's colour.
   */
  create(channels: string[], axes: number[]): void {
    this.clear();
    if (!this.container) return;
    const axisCount = Math.max(1, ...axes.map((axis) => axis + 1));
    const yAxes: uPlot.Axis[] = [];
    const scales: uPlot.Scales = { x: { time: false } };
    for (let axis = 0; axis < axisCount; axis++) {
      const members = channels.flatMap((_, index) => ((axes[index] ?? 0) === axis ? [index] : []));
      const only = members.length === 1 ? members[0] : undefined;
      scales[scaleOf(axis)] = { auto: true };
      yAxes.push({
        ...axisStyle,
        values: this.tickValues,
        scale: scaleOf(axis),
        side: axis % 2 === 0 ? 3 : 1,
        size: 56,
        // A lone axis needs no label: the channel list names what is drawn.
        ...(axisCount > 1
          ? { label: members.map((index) => channels[index]).join(', '), labelSize: 18 }
          : {}),
        ...(only !== undefined ? { stroke: channelColor(only) } : {}),
        ...(axis > 0 ? { grid: { show: false } } : {}),
      });
    }
    const options: uPlot.Options = {
      ...this.size(),
      scales,
      legend: { show: false },
      cursor: {
        drag: { x: true, y: false, setScale: true },
        points: { show: false },
      },
      // Fixed axis sizes: uPlot otherwise measures the tick labels again whenever they change,
      // which in a live view is every frame.
      axes: [{ ...axisStyle, size: 36, values: this.tickValues }, ...yAxes],
      series: [
        {},
        ...channels.map((name, index) => ({
          label: name,
          scale: scaleOf(axes[index] ?? 0),
          stroke: channelColor(index),
          // One device pixel, aligned to the pixel grid: a dense live trace (noise at 1 kHz is a
          // solid band) rasterises several times faster than a wider, anti-aliased one.
          width: 1 / devicePixelRatio,
          points: { show: false },
        })),
      ],
      hooks: {
        setSelect: [
          (plot: uPlot) => {
            if (plot.select.width <= 0) return;
            this.rangeByReader = true;
            this.events.onSelect();
          },
        ],
        setScale: [
          (plot: uPlot, key: string) => {
            // Only a range the reader chose is announced, not each redraw of new data.
            if (key !== 'x' || !this.rangeByReader) return;
            this.rangeByReader = false;
            const { min, max } = plot.scales.x ?? {};
            if (min === undefined || max === undefined || min === null || max === null) return;
            this.events.onRange({ min, max });
          },
        ],
        setCursor: [() => this.events.onCursor()],
        draw: [() => this.events.onDraw()],
      },
    };
    this.plot = new uPlot(options, [[], ...channels.map(() => [])], this.container);
  }

  /** Draws columns (time first); `fitScales` false keeps the x range where it is. */
  show(columns: Float64Array[], fitScales = true): void {
    this.plot?.setData(columns as uPlot.AlignedData, fitScales);
  }

  /** How many rows the chart holds now. */
  get shownRows(): number {
    return this.plot?.data[0]?.length ?? 0;
  }

  /** The x range shown, or null before the chart has one. */
  xRange(): ChartRange | null {
    const { min, max } = this.plot?.scales.x ?? {};
    return min == null || max == null ? null : { min, max };
  }

  /** Shows `range` of x, as the reader's choice (announced through `onRange`). */
  moveTo(range: ChartRange): void {
    if (!this.plot) return;
    this.rangeByReader = true;
    this.plot.setScale('x', range);
  }

  /** The time under the pointer, or null when the pointer is off the drawn samples. */
  cursorTime(): number | null {
    const plot = this.plot;
    const index = plot?.cursor.idx;
    if (!plot || index === null || index === undefined || index >= this.shownRows) return null;
    return plot.data[0]?.[index] as number;
  }

  setChannelVisible(index: number, visible: boolean): void {
    this.plot?.setSeries(index + 1, { show: visible });
  }

  /** The canvas the chart is drawn on, for an image of it. */
  canvas(): HTMLCanvasElement | null {
    return this.plot?.ctx.canvas ?? null;
  }
}
