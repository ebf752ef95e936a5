// Registers the service worker (built by vite-plugin-pwa) and notices when a new version is
// waiting. Nothing here reloads on its own: a game may be in progress, so the player decides.

/** The parts of the ServiceWorker API we use, so tests can pass fakes. */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface ContainerLike {
  controller: unknown;
  register(url: string, options: { scope: string }): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface RegisterOptions {
  url: string;
  scope: string;
  /** Called once when a new version is installed and waiting; `apply` switches and reloads. */
  onUpdateReady(apply: () => void): void;
  reload(): void;
}

/** The message the generated worker listens for to stop waiting (workbox's generateSW). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Registers the worker. Returns the registration, or null when the browser refuses (private
 * mode, blocked by policy or by a test): the app works on without offline support.
 */
export async function registerServiceWorker(
  container: ContainerLike,
  { url, scope, onUpdateReady, reload }: RegisterOptions,
): Promise<RegistrationLike | null> {
  let registration: RegistrationLike | undefined;
  try {
    registration = await container.register(url, { scope });
  } catch {
    return null;
  }
  // Some environments (automation that blocks workers) resolve without a registration.
  if (!registration) return null;
  let offered = false;
  const offer = () => {
    const waiting = registration.waiting;
    // Without a controller this is the first install, which takes charge at once (clientsClaim):
    // nothing to offer.
    if (offered || !waiting || !container.controller) return;
    offered = true;
    onUpdateReady(() => {
      let reloading = false;
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        reload();
      });
      waiting.postMessage(SKIP_WAITING);
    });
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
  return registration;
}
