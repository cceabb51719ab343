// The page `npm run bench:chart` measures: the design system's Chart, as the app renders it, with
// many points. The script drives it through `window.bench`.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../design-system/tokens/reset.css';
import { Chart, type ChartSeries } from '../../design-system';
import { setColorScheme } from '../../design-system/tokens/colorScheme';

declare global {
  interface Window {
    bench: {
      /** Mounts a chart of `points` values and resolves, in ms, when its plot has been drawn. */
      draw: (points: number) => Promise<number>;
      /** Narrows the mounted chart's container and resolves, in ms, when the plot has been drawn at the new width. */
      resize: (width: number) => Promise<number>;
      unmount: () => void;
    };
  }
}

setColorScheme('light');
const holder = document.getElementById('root') as HTMLElement;
holder.style.width = '1200px';
let root = createRoot(holder);

/** A daily-sales-like series: a trend, a weekly rhythm and noise. */
function salesSeries(points: number): { labels: string[]; series: ChartSeries[] } {
  const labels = Array.from({ length: points }, (_, i) => `Day ${i + 1}`);
  const values = labels.map((_, i) =>
    Math.round(2000 + i * 0.5 + Math.sin((i / 7) * 2 * Math.PI) * 400 + Math.random() * 300),
  );
  return { labels, series: [{ label: 'Sales', values }] };
}

/** Resolves when the plot's canvas has a size and a frame has been painted since. */
function drawn(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(poll));
    poll();
  });
}

const canvas = () => holder.querySelector('canvas');

window.bench = {
  async draw(points) {
    const data = salesSeries(points);
    const start = performance.now();
    flushSync(() =>
      root.render(
        <Chart title="Daily sales" labelHeader="Day" keyboardHint="Arrow keys move between days." {...data} />,
      ),
    );
    await drawn(() => (canvas()?.width ?? 0) > 0);
    return performance.now() - start;
  },
  async resize(width) {
    // A chart that has finished rendering: its data table (rendered after the plot) is there.
    await drawn(() => holder.querySelectorAll('tbody tr').length > 0);
    const before = canvas()?.width;
    const start = performance.now();
    holder.style.width = `${width}px`;
    await drawn(() => canvas()?.width !== before);
    return performance.now() - start;
  },
  unmount() {
    root.unmount();
    root = createRoot(holder);
  },
};
