import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { virtual } from '@guidepup/virtual-screen-reader';
import { configureSdk, createAppQueryClient } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import type * as Video from '@/app/video';
import type { RoomState } from '@/app/video';
import { Room, type VideoRoom } from './Room';

/** The room's video layer, played by the test: its state, and the mode the build runs in. */
const video = vi.hoisted(() => ({
  mode: 'agora' as 'agora' | 'local' | 'off',
  state: { status: 'idle' } as RoomState,
  /** What the room gave the video layer to report a failed join with. */
  reportJoinFailure: undefined as ((report: Video.JoinFailureReport) => Promise<unknown>) | undefined,
}));
vi.mock('@/app/video', async (original) => ({
  ...(await original<typeof Video>()),
  get videoMode() {
    return video.mode;
  },
  useRoom: (options: Parameters<typeof Video.useRoom>[0]) => {
    video.reportJoinFailure = options.reportJoinFailure;
    return {
      state: video.state,
      remotes: new Map(),
      peers: null,
      channelName: video.state.status === 'idle' ? null : 'class-cl_2007',
      join: vi.fn(),
      leave: vi.fn(),
      end: vi.fn(),
      replaceTracks: vi.fn(),
    };
  },
  usePreview: () => ({
    stream: null,
    failure: null,
    devices: { cameras: [], microphones: [] },
    choice: { cameraId: null, microphoneId: null },
    choose: vi.fn(),
    retry: vi.fn(),
    lost: null,
    dismissLost: vi.fn(),
  }),
}));

const room: VideoRoom = {
  id: 'cl_2007',
  kind: 'CLASS',
  title: 'Sunrise Vinyasa Flow',
  trainer: { id: 'tr_1003', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/media/trainers/priya-sharma.svg' },
  startDate: new Date(Date.now() - 60_000).toISOString(),
  endDate: new Date(Date.now() + 3_600_000).toISOString(),
};

/** The API's answers: the viewer count call missing (404 without the contract's body) unless `count` is given. */
function renderRoom(role: 'trainer' | 'customer', count?: number, shown: VideoRoom = room) {
  const sent: string[] = [];
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: (input) => {
      const request = input as Request;
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'GET' && count === undefined) return Promise.resolve(new Response(null, { status: 404 }));
      return Promise.resolve(Response.json({ channelName: 'class-cl_2007', viewers: count ?? 0 }));
    },
  });
  const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });
  const client = createAppQueryClient();
  const tree = () => (
    <QueryClientProvider client={client}>
      <IntlProvider value={intl}>
        <Room room={shown} role={role} viewerId={role === 'trainer' ? 'tr_1003' : 'cu_3001'} />
      </IntlProvider>
    </QueryClientProvider>
  );
  const view = render(tree());
  return { sent, rerender: () => view.rerender(tree()) };
}

beforeEach(() => {
  video.mode = 'agora';
  video.state = { status: 'idle' };
});
afterEach(cleanup);

describe('Room', () => {
  it('says video is not set up when the build has no video service for its API, with no room to join', () => {
    video.mode = 'off';
    renderRoom('customer');
    expect(screen.getByRole('heading', { name: 'Video isn’t set up yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('tells the trainer the viewer count is unavailable when the API has no count call, not that no one watches', async () => {
    video.state = { status: 'live' };
    renderRoom('trainer');
    expect(await screen.findByText('Viewer count unavailable')).toBeTruthy();
    expect(screen.queryByText('No one watching yet')).toBeNull();
  });

  it('shows the API’s count when it answers', async () => {
    video.state = { status: 'live' };
    renderRoom('trainer', 3);
    expect(await screen.findByText('3 watching')).toBeTruthy();
  });

  it('counts a viewer in once, through reconnections, and out when they leave', async () => {
    video.state = { status: 'live' };
    const { sent, rerender } = renderRoom('customer', 1);
    await vi.waitFor(() => expect(sent).toEqual(['POST /api/agora/customer-count']));
    video.state = { status: 'reconnecting', attempt: 0 };
    rerender();
    video.state = { status: 'live' };
    rerender();
    video.state = { status: 'left' };
    rerender();
    await vi.waitFor(() =>
      expect(sent).toEqual(['POST /api/agora/customer-count', 'DELETE /api/agora/customer-count']),
    );
  });

  it('gives the video layer a report of failed joins that posts the channel and reason, and fails when the API refuses it', async () => {
    renderRoom('customer', 1);
    const calls: string[] = [];
    let refuse = false;
    configureSdk({
      baseUrls: { api: 'http://api.test/api' },
      fetch: async (input) => {
        const request = input as Request;
        const url = new URL(request.url);
        calls.push(`${request.method} ${url.pathname}${url.search} ${await request.text()}`);
        return refuse
          ? Response.json({ status: 400, code: 'BAD_REQUEST', message: 'No.' }, { status: 400 })
          : Response.json({
              channelName: 'class-cl_2040',
              reason: 'TOKEN_REFUSED',
              recordedAt: '2026-11-24T06:01:00Z',
            });
      },
    });
    await video.reportJoinFailure?.({ channelName: 'class-cl_2040', reason: 'TOKEN_REFUSED' });
    expect(calls).toEqual(['POST /api/agora/join-failure?channelName=class-cl_2040 {"reason":"TOKEN_REFUSED"}']);
    // A refusal rejects: the video layer warns of it (useRoom's tests); the person sees nothing of it.
    refuse = true;
    await expect(video.reportJoinFailure?.({ channelName: 'class-cl_2040', reason: 'OTHER' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('says a recorded class is recorded before joining, to the customer and to the trainer, and not an unrecorded one', () => {
    renderRoom('customer', 1, { ...room, recorded: true });
    expect(screen.getByText('This class is recorded')).toBeTruthy();
    expect(
      screen.getByText('The trainer is recorded while the class runs, and everyone who booked gets the replay.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
    cleanup();
    renderRoom('trainer', 1, { ...room, recorded: true });
    expect(screen.getByText('This class is recorded')).toBeTruthy();
    expect(screen.getByText(/^Recording starts when you go live and stops when the session ends\./)).toBeTruthy();
    cleanup();
    renderRoom('customer', 1, { ...room, recorded: false });
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
    expect(screen.queryByText('This class is recorded')).toBeNull();
  });

  it('shows Recording to everyone in a recorded class while it runs, and nothing of it in an unrecorded one', () => {
    video.state = { status: 'live' };
    renderRoom('customer', 1, { ...room, recorded: true });
    expect(screen.getByRole('region', { name: 'Video' }).textContent).toContain('Recording');
    cleanup();
    renderRoom('trainer', 1, { ...room, recorded: true });
    expect(screen.getByRole('region', { name: 'Video' }).textContent).toContain('Recording');
    cleanup();
    renderRoom('trainer', 1, { ...room, recorded: false });
    expect(screen.getByRole('region', { name: 'Video' }).textContent).not.toContain('Recording');
  });

  it('says to a screen reader when the class connects, when the connection drops and comes back, and when it is lost', async () => {
    video.state = { status: 'joining' };
    const { rerender } = renderRoom('customer', 1);
    await virtual.start({ container: document.body });
    const heard = async () => (await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith('polite:'));
    try {
      const states: RoomState[] = [
        { status: 'live' },
        { status: 'reconnecting', attempt: 0 },
        { status: 'live' },
        { status: 'disconnected' },
      ];
      for (const [index, state] of states.entries()) {
        video.state = state;
        rerender();
        // Each change is heard before the next one happens.
        await vi.waitFor(async () => expect(await heard()).toHaveLength(index + 1));
      }
      expect(await heard()).toEqual([
        'polite: Connected: you’re in the room.',
        'polite: Connection lost. Reconnecting…',
        'polite: Connected: you’re in the room.',
        'polite: You’re disconnected',
      ]);
    } finally {
      await virtual.stop();
    }
  });
});
