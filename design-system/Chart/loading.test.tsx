import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';

/** uPlot's import waits at this gate until a test opens it. */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened, asked: vi.fn() };
});
vi.mock('uplot', async () => {
  gate.asked();
  await gate.opened;
  return { default: class FakeUPlot {} };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const { useUPlot } = await import('./loading');

function Plot({ name }: { name: string }) {
  const { lib } = useUPlot();
  return <p>{`${name}: ${lib ? 'drawn' : 'waiting'}`}</p>;
}

/** uPlot arrives in the commit that mounts the charts beside it: after they rendered, before their effects. */
function ArrivesNow() {
  useLayoutEffect(() => gate.open(), []);
  return null;
}

it('draws a chart that rendered before uPlot arrived and whose effects ran after', async () => {
  // React's own scheduling, not act(): a commit's effects run in a task of their own after it, as in
  // the browser, where a chart whose data came while uPlot was on its way mounts in such a gap.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(<Plot name="Sales" />);
  await vi.waitFor(() => expect(gate.asked).toHaveBeenCalled());
  root.render(
    <>
      <Plot name="Sales" />
      <Plot name="Subscriptions" />
      <ArrivesNow />
    </>,
  );
  await vi.waitFor(() => expect(document.body.textContent).toBe('Sales: drawnSubscriptions: drawn'));
  root.unmount();
});
