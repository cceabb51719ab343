// The video layer: one interface, two providers (Agora, local), the room state machine and the
// hooks a room screen needs. Nothing here knows about screens or the API.
export type { JoinOptions, ProviderEvents, VideoProvider } from './provider';
export { videoMode } from './createProvider';
export * from './joinFailure';
export * from './machine';
export * from './media';
export * from './useRoom';
